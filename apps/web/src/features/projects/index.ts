/** What other features may use from projects (eslint.config.js: features import each other only through index.ts). */
