# syntax=docker/dockerfile:1
# Crewline's image: the server bundle, the web build and the runtime dependencies only.
# Build:  docker build -t crewline .
# Run:    docker run -p 3000:3000 -v crewline-data:/data crewline
# (compose.yaml runs two of these on PostgreSQL, Redis and S3-compatible storage.)

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, then the web app and the server bundle ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
RUN NODE_ENV=production npm run build

# ---- runtime: production dependencies, the two builds, a non-root user ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The bundle keeps a few packages outside it (native addons, the embedded database's WASM, the
# local transcription engine): the server's production dependencies are installed, nothing for
# building, testing or the browser (the web app is already built).
RUN npm ci --omit=dev --workspace @crewline/server --no-audit --no-fund && npm cache clean --force
COPY apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database and uploaded files live in /data (a volume); the image's own files
# stay owned by root so the app cannot change its code.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# /health answers 503 while the database is unreachable; the image has no curl, Node asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains in-flight requests and closes sockets with 1001 so clients move elsewhere.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
