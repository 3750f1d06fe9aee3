# Tafsir Compendium API (also carries the importer, run once by the `import` service of compose.yaml).
# Build from the repository root: docker build -f deploy/api.Dockerfile -t tafsir-api .
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npx tsc -b && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3005 LOG_LEVEL=info
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/api ./apps/api
USER node
EXPOSE 3005
# Exec form: node is PID 1's child-free process and receives SIGTERM itself (graceful shutdown).
CMD ["node", "apps/api/dist/server.js"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3005)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
