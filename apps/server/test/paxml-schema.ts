// The tests validate what the portal writes with the server's own validator (src/shared/paxml-schema.ts).
export { NO_SCHEMA_ERRORS, paxmlSchemaErrors } from '../src/shared/paxml-schema';
