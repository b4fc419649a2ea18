# tablero's image: built in a Rust image, run from a small Debian one as a non-root user.
#   docker build -t tablero .
#   docker run -e DISCORD_TOKEN=... -v tablero-data:/data tablero
# The SQLite database lives on the /data volume (DATABASE_URL=/data/tablero.db); give
# DATABASE_URL a postgres:// URL to share one PostgreSQL database between processes.
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
# Everything the workspace declares (the package's benches are targets of its manifest, and
# the engine lab in lab/ and the fuzz targets in fuzz/ are members, though only the bot is
# built), but not the tests.
COPY Cargo.toml Cargo.lock build.rs ./
COPY src src
COPY core core
COPY migrations migrations
COPY assets assets
COPY locales locales
COPY data data
COPY benches benches
COPY lab lab
COPY fuzz/Cargo.toml fuzz/Cargo.toml
COPY fuzz/fuzz_targets fuzz/fuzz_targets
RUN cargo build --release --locked -p tablero --bin tablero

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --user-group --home-dir /data tablero \
    && mkdir -p /data && chown tablero:tablero /data
COPY --from=build /src/target/release/tablero /usr/local/bin/tablero
USER tablero
WORKDIR /data
VOLUME /data
ENV DATABASE_URL=/data/tablero.db
# SIGTERM (docker stop) shuts the bot down cleanly within a few seconds.
STOPSIGNAL SIGTERM
ENTRYPOINT ["tablero"]
CMD ["bot"]
