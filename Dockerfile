# syntax=docker/dockerfile:1
# Workforce: API + built web app on one port. Multi-stage: the web app is built with every
# dependency; the runtime image holds only production dependencies and runs as the `node` user.
# The server runs from its TypeScript sources through tsx (as `npm start` does): there is no
# separate server build.

ARG NODE_IMAGE=node:22-slim

# 1. Every dependency (vite and the other build tools), then the production web build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The e2e workspace's Playwright is never run here: no browser download.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN NODE_ENV=production npm run build

# 2. Production dependencies of the server and @wf/shared only (tsx is one: it runs the server);
#    the web app's packages stay out: the runtime serves its prebuilt files.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace=@wf/server --workspace=@wf/shared --no-audit --no-fund && npm cache clean --force

# 3. The runtime image.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app ./
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: the embedded PGlite database and its files (DATA_DIR/storage) when DATABASE_URL is
# unset, and the generated JWT secret when JWT_SECRET is unset; a volume, so they outlive the
# container (owned by the node user).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Graceful shutdown: SIGTERM drains in-flight requests (SHUTDOWN_TIMEOUT_MS, default 10 s).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The heap ceiling as scripts/start.mjs sets it (decision 023, "The server's heap ceiling").
CMD ["node", "--max-old-space-size=1024", "--import", "tsx", "apps/server/src/main.ts"]
