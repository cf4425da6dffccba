#!/bin/sh
# Local stand-ins for the images' bases, for machines that cannot reach Docker Hub: a Debian bookworm root from
# Debian's mirror (debootstrap) with this machine's Node 20, npm and Node's headers laid out as in the official
# node images (/usr/local), this machine's own CA certificates (where its way out goes through a proxy that signs
# with a local authority, npm in the image must trust it too), and a `node` user with uid 1000. Two images:
#   switchboard-standin/node:20-bookworm-slim   the run stage: Debian minbase, CA certificates, Node
#   switchboard-standin/node:20-bookworm        the build stage: the same plus python3, make and g++ (node-gyp)
# The Dockerfiles take them by build argument (NODE_BUILD_IMAGE, NODE_RUN_IMAGE); scripts/test-containers.mjs
# passes these when the official images are not there. Needs root, debootstrap and a running Docker engine.
# Usage: sh scripts/docker/stand-in-base-images.sh   (DEBIAN_MIRROR, STANDIN_DIR to change where from / where to)
set -eu

MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
WORK=${STANDIN_DIR:-/var/tmp/switchboard-standin}
PREFIX=switchboard-standin/node

NODE_BIN=$(command -v node)
NODE_MAJOR=$("$NODE_BIN" -p 'process.versions.node.split(".")[0]')
[ "$NODE_MAJOR" = 20 ] || { echo "stand-in images need Node 20 on this machine (found $NODE_MAJOR)" >&2; exit 1; }
NODE_PREFIX=$(cd "$(dirname "$(readlink -f "$NODE_BIN")")/.." && pwd)
NPM_DIR=$NODE_PREFIX/lib/node_modules/npm
HEADERS=$NODE_PREFIX/include/node
for needed in "$NPM_DIR/bin/npm-cli.js" "$HEADERS/node.h"; do
  [ -e "$needed" ] || { echo "missing $needed (Node's npm and headers are copied into the images)" >&2; exit 1; }
done
command -v debootstrap >/dev/null || { echo 'needs debootstrap: apt-get install -y debootstrap' >&2; exit 1; }

# build_root <dir> <extra packages>: a bookworm root with Node laid out as in the official images.
build_root() {
  dir=$1
  packages=$2
  if [ ! -e "$dir/.complete" ]; then
    rm -rf "$dir"
    debootstrap --variant=minbase --include="$packages" bookworm "$dir" "$MIRROR"
    touch "$dir/.complete"
  fi
  mkdir -p "$dir/usr/local/bin" "$dir/usr/local/lib/node_modules" "$dir/usr/local/include"
  cp "$NODE_BIN" "$dir/usr/local/bin/node"
  rm -rf "$dir/usr/local/lib/node_modules/npm" "$dir/usr/local/include/node"
  cp -a "$NPM_DIR" "$dir/usr/local/lib/node_modules/npm"
  cp -a "$HEADERS" "$dir/usr/local/include/node"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$dir/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$dir/usr/local/bin/npx"
  if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
    cp /usr/local/share/ca-certificates/*.crt "$dir/usr/local/share/ca-certificates/"
    chroot "$dir" update-ca-certificates >/dev/null
  fi
  chroot "$dir" sh -c 'getent passwd node >/dev/null || { groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node; }'
  # The apt lists and caches are not needed in the image.
  rm -rf "$dir/var/lib/apt/lists"/* "$dir/var/cache/apt"/*.bin
}

import_root() {
  dir=$1
  tag=$2
  tar --exclude=./.complete --exclude=./proc --exclude=./sys --exclude=./dev -C "$dir" -c . |
    docker import \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'ENV NODE_VERSION='"$("$NODE_BIN" -p process.versions.node)" \
      --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
      --change 'CMD ["node"]' \
      - "$tag" >/dev/null
  echo "$tag: $(docker image inspect --format '{{.Size}}' "$tag" | awk '{printf "%.0f MB", $1 / 1000000}')"
}

build_root "$WORK/slim" ca-certificates
import_root "$WORK/slim" "$PREFIX:20-bookworm-slim"
build_root "$WORK/full" ca-certificates,python3,make,g++
import_root "$WORK/full" "$PREFIX:20-bookworm"
