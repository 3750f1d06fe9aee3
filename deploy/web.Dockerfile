# Tafsir Compendium web site (Next.js), served by `next start`.
# Build from the repository root: docker build -f deploy/web.Dockerfile -t tafsir-web .
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV NEXT_TELEMETRY_DISABLED=1
# The API origin as browsers reach it, only when it is not the site's own (nginx routes /api/ on the
# site's origin, the default: empty). Written into the static Content-Security-Policy at build time.
ARG PUBLIC_API_URL=
ENV PUBLIC_API_URL=$PUBLIC_API_URL
COPY . .
RUN npm ci --no-audit --no-fund && npx tsc -b && npm run build -w @tafsir/web && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 WEB_PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/web ./apps/web
USER node
EXPOSE 3000
CMD ["sh", "-c", "exec node node_modules/next/dist/bin/next start apps/web -p \"$WEB_PORT\" -H 0.0.0.0"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.WEB_PORT||3000)+'/ar').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
