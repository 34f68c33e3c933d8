import fs from 'node:fs';
import { validateXML } from 'xmllint-wasm';

// The official PAXml 2.0 schemas (test/paxml/README.md). The 2013-12 revision is declared as
// windows-1252, which this libxml2 build cannot read, so both are handed to it as UTF-8 text with
// the declaration changed to match; their content is not touched.
const SCHEMA_FILES = ['paxml-2.0.xsd', 'paxml-2.0-rev2013-12.xsd'] as const;

const schemas = SCHEMA_FILES.map((fileName) => {
  const bytes = fs.readFileSync(new URL(`./paxml/${fileName}`, import.meta.url));
  const text = new TextDecoder('windows-1252').decode(bytes);
  return {
    fileName,
    contents: text.replace(
      /^<\?xml version="1.0" encoding="[^"]+"\?>/,
      '<?xml version="1.0" encoding="UTF-8"?>',
    ),
  };
});

/**
 * Validates a PAXml file, as the bytes that are sent, against both official schemas. Answers the
 * errors of each ([] when valid), as libxml2 words them.
 */
export async function paxmlSchemaErrors(file: Uint8Array): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const schema of schemas) {
    const result = await validateXML({
      xml: [{ fileName: 'paxml.xml', contents: file }],
      schema: [schema],
      // A month for a large company is megabytes; the default 16 MiB of memory is not enough.
      initialMemoryPages: 1024,
      maxMemoryPages: 16384,
    });
    out[schema.fileName] = result.errors.map((e) => e.rawMessage);
  }
  return out;
}

/** The answer of paxmlSchemaErrors for a valid file. */
export const NO_SCHEMA_ERRORS = Object.fromEntries(SCHEMA_FILES.map((f) => [f, []]));
