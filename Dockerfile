# syntax=docker/dockerfile:1
# Parasol's server image: `parasol serve` as bundled, compiled JavaScript on Node 20, as a non-root user.
# Build: docker build -t parasol .      Run with MongoDB: docker compose up (docker-compose.yml).
# Configuration is the environment (README.md, Configuration).

# --- build: every dependency (TypeScript and esbuild are dev ones), then tsc -b writes each
# package's dist/ and tools/server/bundle-cli.mjs bundles the command (tools/server/bundle/: it starts faster).
FROM node:20-slim AS build
WORKDIR /app
COPY . .
# No install scripts: none is needed to compile, and Chromium (the browser tests') is never fetched.
RUN npm ci --ignore-scripts && npx tsc -b && node tools/server/bundle-cli.mjs

# --- runtime: production dependencies only, the bundle, the compiled dist/ and the files read at run time
# (schemas, catalogues, static data, protos, web assets), no compiler, no test tools.
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    GRPC_PORT=50051 \
    PARASOL_METRICS_PORT=9464 \
    PARASOL_METRICS_HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app /app
RUN npm ci --omit=dev --ignore-scripts \
    && npm cache clean --force \
    && mkdir -p /app/.parasol \
    && chown node:node /app/.parasol
USER node
EXPOSE 8080 50051 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node handles SIGTERM itself: parasol serve closes gracefully within PARASOL_SHUTDOWN_GRACE_MS.
CMD ["node", "tools/server/bundle/cli.js", "serve"]
