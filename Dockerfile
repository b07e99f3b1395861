# dynamics in a container image, for CI systems other than GitHub Actions (GitLab CI, CircleCI,
# Buildkite…): the Swift toolchain (scene files are compiled with it), the C libraries and the
# fonts scripts/setup installs, and dynamics installed by scripts/install into /usr/local.
#
#   docker build -t dynamics .
#   docker run --rm -v "$PWD:/work" dynamics dynamics test Scenes/ --references References/
#
# docs/visual-testing.md has a GitLab CI example. The base is the image ci.yml runs in, and the
# packages are scripts/setup's (InstallFilesTests keeps both the same).
FROM swift:6.1-bookworm

# scripts/setup's packages, in a layer of their own so a change to the sources rebuilds only dynamics.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libcairo2-dev libgif-dev libpng-dev libjpeg-dev libwebp-dev libpoppler-glib-dev pkg-config fonts-liberation2 fonts-dejavu-core fonts-noto-color-emoji fonts-wqy-microhei \
    && rm -rf /var/lib/apt/lists/*

# Build, install, then drop the sources and the build: the installed kit is all scene files need.
COPY . /tmp/dynamics
RUN /tmp/dynamics/scripts/install /usr/local && rm -rf /tmp/dynamics

# The kit's runner and shim modules, built once here rather than in every CI job. A CI job that
# keeps its own cache sets XDG_CACHE_HOME to a folder it caches (see the GitLab example).
ENV XDG_CACHE_HOME=/var/cache/dynamics-image
RUN cd /tmp && dynamics render falling-square -o warm.gif --duration 0.1 && rm warm.gif

WORKDIR /work
CMD ["dynamics", "--help"]
