// Runs the Khronos glTF-Validator on one file and prints its report as JSON (node validate.cjs FILE).
const fs = require('fs');
const validator = require('gltf-validator');

const file = process.argv[2];
validator.validateBytes(new Uint8Array(fs.readFileSync(file)), {maxIssues: 1000})
    .then((report) => console.log(JSON.stringify(report)))
    .catch((error) => {
        console.error(error);
        process.exit(2);
    });
