import Foundation

/// Validates YAML files against a JSON Schema with Python's `jsonschema`
/// (draft 2020-12), loading YAML as 1.2 does: only `true`/`false` are
/// booleans, so a bare `on` key stays text, as Bezel reads it.
///
/// Python is `/usr/bin/python3` first, then `python3` on the PATH; it needs
/// `jsonschema` and PyYAML (Debian: python3-jsonschema python3-yaml).
/// Shared by the schema tests (`BezelFilesTests`) and the `bezel init`
/// tests (`BezelCommandTests`).
public enum SchemaValidator {
    /// Why validation could not run (Python or its modules missing, or the
    /// script failing); a test that throws it fails with this text.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    static let script = #"""
import json, re, sys
import jsonschema, yaml
class Loader(yaml.SafeLoader): pass
Loader.yaml_implicit_resolvers = {key: [(tag, rx) for tag, rx in value if tag != 'tag:yaml.org,2002:bool']
                                  for key, value in yaml.SafeLoader.yaml_implicit_resolvers.items()}
Loader.add_implicit_resolver('tag:yaml.org,2002:bool', re.compile(r'^(?:true|True|TRUE|false|False|FALSE)$'), list('tTfF'))
with open(sys.argv[1]) as f: schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
result = {}
for path in sys.argv[2:]:
    with open(path) as f: document = yaml.load(f, Loader=Loader)
    errors = sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
    result[path] = ['/'.join(str(p) for p in e.absolute_path) + ': ' + e.message[:200] for e in errors]
print(json.dumps(result))
"""#

    /// The Python that has both modules: `/usr/bin/python3`, else `python3` on the PATH.
    static let python: [String]? = {
        for candidate in [["/usr/bin/python3"], ["/usr/bin/env", "python3"]] {
            if (try? run(candidate + ["-c", "import jsonschema, yaml"]))?.status == 0 { return candidate }
        }
        return nil
    }()

    /// The errors of each file against `schema` (the schema's JSON text), by
    /// path: empty when the file validates.
    ///
    /// - Throws: ``Unavailable`` when Python cannot validate.
    public static func validate(schema: String, files: [String]) throws -> [String: [String]] {
        guard let python else {
            throw Unavailable(description: """
                JSON Schema validation needs Python 3 with jsonschema and PyYAML: neither /usr/bin/python3 nor python3 \
                could `import jsonschema, yaml`. Install them (Debian: apt-get install python3-jsonschema python3-yaml).
                """)
        }
        let schemaPath = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-schema-\(UUID().uuidString).json").path
        try schema.write(toFile: schemaPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: schemaPath) }
        let output = try run(python + ["-c", script, schemaPath] + files)
        guard output.status == 0,
              let results = try? JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: [String]] else {
            throw Unavailable(description: "the schema validation did not run: \(output.text)\(output.error)")
        }
        return results
    }

    /// Runs `arguments`, returning exit status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, text: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errorData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
