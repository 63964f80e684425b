/**
 * `npm install`'s last step (package.json `postinstall`): the project runs on
 * Node 24 (it runs its TypeScript directly), whatever Node the machine has.
 * On Node 24 or newer this does nothing. On an older Node (the system Node
 * of many machines is 20 or 22) it installs Node 24 from the npm registry
 * into `.tools/` (the `node` package, once; later installs reuse it) and
 * links it as `node_modules/.bin/node`: npm puts that folder first on PATH
 * for every npm script, so `npm start`, `npm test` and the rest run on
 * Node 24, and the machine's own `node` is left as it is.
 *
 * Plain JavaScript, the one file that is: it runs before Node 24 is here.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const NEEDED = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const major = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
const link = path.join(root, "node_modules", ".bin", "node");

if (major(process.version) >= NEEDED) {
  // A link left by an install on an older Node would shadow this one: npm scripts use the Node that installed.
  if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) fs.rmSync(link);
  process.exit(0);
}

const tools = path.join(root, ".tools");
const binary = path.join(tools, "node_modules", "node", "bin", "node");
const versionOf = (file) => {
  try {
    return execFileSync(file, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
};

let version = versionOf(binary);
if (major(version) < NEEDED) {
  console.log(
    `This project runs on Node ${NEEDED}; this machine's node is ${process.version}. Installing Node ${NEEDED} from the npm registry into .tools/ (once)…`,
  );
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm]] : ["npm", []];
  const install = spawnSync(command, [...args, "install", "--prefix", tools, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", `node@${NEEDED}`], {
    stdio: "inherit",
  });
  version = versionOf(binary);
  if (install.status !== 0 || major(version) < NEEDED) {
    console.error(
      `Could not install Node ${NEEDED} into .tools/: install Node ${NEEDED} yourself (https://nodejs.org, or nvm install ${NEEDED}) and run npm install again.`,
    );
    process.exit(1);
  }
}

fs.mkdirSync(path.dirname(link), { recursive: true });
fs.rmSync(link, { force: true });
fs.symlinkSync(path.relative(path.dirname(link), binary), link);
console.log(`npm scripts in this project run Node ${version} (.tools/, linked as node_modules/.bin/node); the machine's own node is unchanged.`);
