# syntax=docker/dockerfile:1
# Parasol's server image: `parasol serve` as bundled, compiled JavaScript on Node 20, as a non-root user.
# Build: docker build -t parasol .      Run with MongoDB: docker compose up (docker-compose.yml).
# Configuration is the environment (README.md, Configuration).

# --- build: every dependency (TypeScript and esbuild are dev ones), then tsc -b writes each
# package's dist/ and tools/server/bundle-cli.mjs bundles the command (tools/server/bundle/: it starts faster).
# Each workspace's package.json is set aside too: the runtime stage's npm ci reads the lock file with them.
FROM node:20-slim AS build
WORKDIR /app
COPY . .
# No install scripts: none is needed to compile, and Chromium (the browser tests') is never fetched.
RUN npm ci --ignore-scripts && npx tsc -b && node tools/server/bundle-cli.mjs \
    && for f in $(node -p "require('./package.json').workspaces.map((w) => w + '/package.json').join(' ')"); do \
         mkdir -p "/manifests/$(dirname "$f")" && cp "$f" "/manifests/$f"; done

# --- runtime: production dependencies only, the bundle, and the few files its modules read beside
# themselves at run time (the OpenAPI document, the sample catalogue, the protos, the widget's
# assets); no sources, tests, docs, compiler or test tools. WORKDIR stays /app: the bundle names
# those files (and the packages that read their own files, such as grpc-js's protos) by the build's paths.
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    GRPC_PORT=50051 \
    PARASOL_METRICS_PORT=9464 \
    PARASOL_METRICS_HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /manifests/ ./
RUN npm ci --omit=dev --ignore-scripts \
    && npm cache clean --force \
    && mkdir -p /app/.parasol \
    && chown node:node /app/.parasol
COPY --from=build /app/tools/server/bundle/ tools/server/bundle/
COPY --from=build /app/docs/openapi.json docs/openapi.json
COPY --from=build /app/adapters/static-data/dist/catalogue/sample-catalogue.json adapters/static-data/dist/catalogue/sample-catalogue.json
COPY --from=build /app/transports/grpc/protos/ transports/grpc/protos/
COPY --from=build /app/transports/web/assets/ transports/web/assets/
USER node
EXPOSE 8080 50051 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node handles SIGTERM itself: parasol serve closes gracefully within PARASOL_SHUTDOWN_GRACE_MS.
CMD ["node", "tools/server/bundle/cli.js", "serve"]
