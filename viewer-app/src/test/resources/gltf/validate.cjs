// Runs the Khronos glTF-Validator on each file named on a line of its input and prints, for each, one JSON line:
// its name and its report (node validate.cjs < NAMES). It reads names until its input ends, so that one process,
// its validator compiled once, validates all the files of a test run.
const fs = require('fs');
const readline = require('readline');
const validator = require('gltf-validator');

(async () => {
    for await (const file of readline.createInterface({input: process.stdin})) {
        const report = await validator.validateBytes(new Uint8Array(fs.readFileSync(file)), {maxIssues: 1000});
        console.log(JSON.stringify({file: file, report: report}));
    }
})().catch((error) => {
    console.error(error);
    process.exit(2);
});
