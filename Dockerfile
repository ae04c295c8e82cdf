# Portico's container image (docs/deploy.md, decision 029): the compiled API serving the built web
# app, on plain node, as a non-root user.
#
#   docker build -t portico .
#   docker run -p 3000:3000 --env-file portico.env -v portico-data:/data portico
#
# Node 22: several runtime dependencies (cookie, content-disposition) ask for it, and Node 20 is past
# its end of life; CI and development run Node 20 (.nvmrc), which Portico still supports.
ARG NODE_VERSION=22

# 1. Every dependency of the web app and the API, and the build.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# npm checks the lockfile against every workspace's package.json, so all of them come first.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only the workspaces the build needs (not the journeys' or the benchmarks' tools).
RUN npm ci --no-audit --no-fund --workspace=@portico/web --workspace=@portico/api
COPY . .
# The web app (apps/web/dist) and the API (apps/api/dist: server.js, create-company.js,
# content-import.js, migrations/).
RUN npm run build

# 2. The API's production dependencies only: no tsx, no esbuild, no vite.
FROM node:${NODE_VERSION}-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@portico/api && npm cache clean --force

# 3. What runs.
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# ffmpeg decodes spoken answers for their instant feedback (decision 058); without it the report
# says they cannot be measured on this server.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
COPY --from=production-deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The demo content's media and documents are served from here (/demo-media/, signed
# /demo-documents/ addresses); companies.json and the tests are read only with SEED_DEMO, which
# production refuses.
COPY content/demo content/demo
# DATA_DIR: the local storage driver's uploads (and PGlite, when DATABASE_URL is unset). Mount a
# volume here (-v portico-data:/data), or use STORAGE_DRIVER=s3 and PostgreSQL and keep the
# container stateless (deploy/compose.yaml).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# /readyz answers 200 once the database answers (503 while it is away); node's fetch, since the
# slim image has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) drains requests for up to 15 s; node handles it as PID 1.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
