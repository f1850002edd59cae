// Runs the Khronos glTF-Validator on each file named and prints one JSON line per file: its name and its report
// (node validate.cjs FILE...).
const fs = require('fs');
const validator = require('gltf-validator');

(async () => {
    for (const file of process.argv.slice(2)) {
        const report = await validator.validateBytes(new Uint8Array(fs.readFileSync(file)), {maxIssues: 1000});
        console.log(JSON.stringify({file: file, report: report}));
    }
})().catch((error) => {
    console.error(error);
    process.exit(2);
});
