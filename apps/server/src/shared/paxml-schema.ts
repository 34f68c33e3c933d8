// The official PAXml 2.0 schemas (apps/server/paxml/README.md) and a real XSD validator: every
// PAXml file the portal writes is checked against both in the tests, and every file it reads (the
// registers' import) before anything is stored (DOMAIN §12).
import fs from 'node:fs';
import { serverFile } from '../paths';

// The 2013-12 revision is declared as windows-1252, which this libxml2 build cannot read, so both
// are handed to it as UTF-8 text with the declaration changed to match; their content is not touched.
export const PAXML_SCHEMA_FILES = ['paxml-2.0.xsd', 'paxml-2.0-rev2013-12.xsd'] as const;

let schemas: { fileName: string; contents: string }[] | undefined;
const loadSchemas = () =>
  (schemas ??= PAXML_SCHEMA_FILES.map((fileName) => {
    const bytes = fs.readFileSync(serverFile(`paxml/${fileName}`));
    const text = new TextDecoder('windows-1252').decode(bytes);
    return {
      fileName,
      contents: text.replace(
        /^<\?xml version="1.0" encoding="[^"]+"\?>/,
        '<?xml version="1.0" encoding="UTF-8"?>',
      ),
    };
  }));

/**
 * Validates a PAXml file, as its bytes, against both official schemas. Answers the errors of each
 * ([] when valid), as libxml2 words them.
 */
export async function paxmlSchemaErrors(file: Uint8Array): Promise<Record<string, string[]>> {
  // Loaded when a file is first checked, not with the server: no first answer needs it (ADR 0015).
  const { validateXML } = await import('xmllint-wasm');
  // Each check runs in a worker thread of its own: both schemas at once take one's time on two cores.
  const results = await Promise.all(
    loadSchemas().map((schema) =>
      validateXML({
        xml: [{ fileName: 'paxml.xml', contents: file }],
        schema: [schema],
        // A month for a large company is megabytes; the default 16 MiB of memory is not enough.
        initialMemoryPages: 1024,
        maxMemoryPages: 16384,
      }).then((result) => [schema.fileName, result.errors.map((e) => e.rawMessage)] as const),
    ),
  );
  return Object.fromEntries(results);
}

/** The answer of paxmlSchemaErrors for a valid file. */
export const NO_SCHEMA_ERRORS = Object.fromEntries(PAXML_SCHEMA_FILES.map((f) => [f, []]));
