/** The file manager's public surface for other features: its page paths live in @wf/shared (pages.ts). */
export {};
