#!/usr/bin/env bash
# The README's first command on a machine whose node is older than 24, as a
# newcomer runs it: a clean clone, `npm install && npm start`, and the home
# page. .ci/run runs it after `npm test`. Prints how long each step took.
#
#   bash scripts/fresh-machine.sh            (the machine's npm cache)
#   FRESH_NPM_CACHE=1 bash scripts/fresh-machine.sh   (an empty one: what a first install downloads)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
server_group=""
cleanup() {
  if [ -n "$server_group" ]; then kill -TERM -- "-$server_group" 2>/dev/null || true; sleep 1; kill -KILL -- "-$server_group" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

major_of() { local v; v=$("$1" --version 2>/dev/null || true); v=${v#v}; v=${v%%.*}; echo "${v:-0}"; }

# PATH without this project's own Node 24 (.tools/, node_modules/.bin), then a Node older than 24 first:
# the machine's own when it is one, else Node 20 from the npm registry.
PATH="$(printf '%s' "$PATH" | tr ':' '\n' | grep -v -e '/\.tools/' -e '/node_modules/\.bin' | paste -sd: -)"
if [ "$(major_of node)" -ge 24 ] || [ "$(major_of node)" -lt 20 ]; then
  npm install --prefix "$work/node20" --no-save --no-audit --no-fund node@20 >/dev/null
  PATH="$work/node20/node_modules/.bin:$PATH"
fi
export PATH
echo "fresh machine: node $(node --version), npm $(npm --version)"

git clone -q "$repo" "$work/site"
cd "$work/site"
cache_args=()
if [ "${FRESH_NPM_CACHE:-0}" = 1 ]; then cache_args=(--cache "$work/npm-cache"); fi

started=$(date +%s%N)
npm install --no-audit --no-fund "${cache_args[@]}" >"$work/install.log" 2>&1 || { cat "$work/install.log"; echo "fresh machine: npm install failed"; exit 1; }
installed=$(date +%s%N)
scripts_node="$(npm exec --no -c 'node --version')"
if [ "$(major_of "$work/site/node_modules/.bin/node")" -lt 24 ] || [ "${scripts_node%%.*}" != "v24" ]; then
  tail -20 "$work/install.log"
  echo "fresh machine: npm scripts do not run Node 24 (they run $scripts_node)"
  exit 1
fi

port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
PORT="$port" DATA_DIR="$work/data" setsid npm start >"$work/start.log" 2>&1 &
server_group=$!
deadline=$(($(date +%s) + 900))
until curl -fsS "http://127.0.0.1:$port/" -o "$work/home.html" 2>/dev/null; do
  if ! kill -0 "$server_group" 2>/dev/null || [ "$(date +%s)" -gt "$deadline" ]; then
    tail -40 "$work/start.log"
    echo "fresh machine: npm start did not serve the home page"
    exit 1
  fi
  sleep 1
done
served=$(date +%s%N)
grep -q "<title>Droids" "$work/home.html" || { echo "fresh machine: the home page is not the site's"; head -c 500 "$work/home.html"; exit 1; }
ms() { echo $((($2 - $1) / 1000000)); }
echo "fresh machine: npm install $(ms "$started" "$installed") ms, npm start to the home page $(ms "$installed" "$served") ms, in all $(ms "$started" "$served") ms (npm scripts on Node $scripts_node)"
