import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompanyCreateSchema,
  CompanyListQuerySchema,
  CompanyRegisterEntrySchema,
  CompanyRegisterListSchema,
  CompanyUpdateSchema,
  CompanyVersionSchema,
  CODE_REGISTER_FIELDS,
  CODE_REGISTERS,
  codeCreateSchema,
  codeEntrySchema,
  codeParamsSchema,
  codeUpdateSchema,
  type CodeRegister,
  EmployeeCreatedSchema,
  EmployeeCreateSchema,
  EmployeeDetailSchema,
  EmployeeRegisterListSchema,
  EmployeeRegisterQuerySchema,
  EmployeeUpdateSchema,
  CompanyIdParamsSchema,
  RegisterDeleteQuerySchema,
  AnstNrParamsSchema,
  EMPLOYEE_CSV_MAX_BYTES,
  EMPLOYEE_CSV_TEMPLATE_NAMES,
  EmployeeCsvImportSchema,
  EmployeeCsvResultSchema,
  EmployeeCsvTemplateQuerySchema,
  employeeCsvTemplate,
  ImportResultSchema,
  PAXML_IMPORT_MAX_BYTES,
  PaxmlImportRequestSchema,
  rolesThatCan,
} from '@lonportal/domain';
import { z } from 'zod';
import { requireCompany } from '../../plugins/access/index';
import { archiveCompany, createCompany, listCompanies, restoreCompany, updateCompany } from './companies';
import { createCode, deleteCode, listCodes, updateCode } from './code-registers';
import { createEmployee, listRegisterEmployees, readEmployee, updateEmployee } from './employees';
import { importEmployeeCsv, previewEmployeeCsv } from './csv-import';
import { importPaxml, previewPaxmlImport } from './paxml-import';
import { uploadBodyLimit } from '../../shared/uploads';

const tags = ['Registers'];
const COMPANIES = { route: 'AdminCompanies' } as const;
const MANAGE_COMPANIES = { roles: rolesThatCan('manageCompanies') };
const RESTORE_COMPANIES = { roles: rolesThatCan('restoreCompanies') };
const REGISTERS = { route: 'AdminRegisters' } as const;
const EDIT_REGISTERS = { roles: rolesThatCan('editRegisters') };
/** SPEC §3 PaginationPerPage's default, when the page does not say. */
const DEFAULT_PER_PAGE = 25;

/**
 * /admin/companies and /admin/registers: the licence's companies, and the selected company's
 * employees and code registers.
 */
export default async function registerRoutes(app: FastifyInstance) {
  companyRoutes(app);
  for (const kind of CODE_REGISTERS) codeRoutes(app, kind);
  employeeRoutes(app);
  importRoutes(app);
}

function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/companies', {
    config: { access: COMPANIES },
    schema: { tags, querystring: CompanyListQuerySchema, response: { 200: CompanyRegisterListSchema } },
    handler: async (req) => listCompanies(app, req.query.Arkiverade === 'true'),
  });
  r.post('/api/admin/companies', {
    config: { access: MANAGE_COMPANIES },
    schema: { tags, body: CompanyCreateSchema, response: { 201: CompanyRegisterEntrySchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await createCompany(app, requireCompany(req), req.body, app.now())),
  });
  r.put('/api/admin/companies/:Id', {
    config: { access: MANAGE_COMPANIES },
    schema: {
      tags,
      params: CompanyIdParamsSchema,
      body: CompanyUpdateSchema,
      response: { 200: CompanyRegisterEntrySchema },
    },
    handler: async (req) => updateCompany(app, requireCompany(req), req.params.Id, req.body),
  });
  r.post('/api/admin/companies/:Id/archive', {
    config: { access: MANAGE_COMPANIES },
    schema: {
      tags,
      params: CompanyIdParamsSchema,
      body: CompanyVersionSchema,
      response: { 200: CompanyRegisterEntrySchema },
    },
    handler: async (req) => archiveCompany(app, requireCompany(req), req.params.Id, req.body.Version),
  });
  r.post('/api/admin/companies/:Id/restore', {
    config: { access: RESTORE_COMPANIES },
    schema: {
      tags,
      params: CompanyIdParamsSchema,
      body: CompanyVersionSchema,
      response: { 200: CompanyRegisterEntrySchema },
    },
    handler: async (req) => restoreCompany(app, requireCompany(req), req.params.Id, req.body.Version),
  });
}

/** /registers/{kind}: each code register of the company, its rows by their code. */
function codeRoutes(app: FastifyInstance, kind: CodeRegister) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = `/api/registers/${kind}`;
  const keyPath = Object.keys(CODE_REGISTER_FIELDS[kind].key)
    .map((field) => `:${field}`)
    .join('/');
  const entry = codeEntrySchema(kind);
  const params = codeParamsSchema(kind);
  r.get(url, {
    config: { access: REGISTERS },
    schema: { tags, response: { 200: z.array(entry) } },
    handler: async (req) => listCodes(app, requireCompany(req), kind),
  });
  r.post(url, {
    config: { access: EDIT_REGISTERS },
    schema: { tags, body: codeCreateSchema(kind), response: { 201: entry } },
    handler: async (req, reply) =>
      reply.code(201).send(await createCode(app, requireCompany(req), kind, req.body)),
  });
  r.put(`${url}/${keyPath}`, {
    config: { access: EDIT_REGISTERS },
    schema: { tags, params, body: codeUpdateSchema(kind), response: { 200: entry } },
    handler: async (req) => updateCode(app, requireCompany(req), kind, req.params, req.body),
  });
  r.delete(`${url}/${keyPath}`, {
    config: { access: EDIT_REGISTERS },
    schema: { tags, params, querystring: RegisterDeleteQuerySchema },
    handler: async (req, reply) => {
      await deleteCode(app, requireCompany(req), kind, req.params, req.query.Version);
      return reply.code(204).send();
    },
  });
}

function employeeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/registers/employees', {
    config: { access: REGISTERS },
    schema: { tags, querystring: EmployeeRegisterQuerySchema, response: { 200: EmployeeRegisterListSchema } },
    handler: async (req, reply) => {
      const page = await listRegisterEmployees(
        app,
        requireCompany(req),
        req.query,
        req.query.PerPage ?? DEFAULT_PER_PAGE,
      );
      void reply.header('X-Pagination', JSON.stringify(page.pagination));
      return page.rows;
    },
  });
  r.get('/api/registers/employees/:AnstNr', {
    config: { access: REGISTERS },
    schema: { tags, params: AnstNrParamsSchema, response: { 200: EmployeeDetailSchema } },
    handler: async (req) => readEmployee(app, requireCompany(req), req.params.AnstNr),
  });
  r.post('/api/registers/employees', {
    config: { access: EDIT_REGISTERS },
    schema: { tags, body: EmployeeCreateSchema, response: { 201: EmployeeCreatedSchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await createEmployee(app, requireCompany(req), req.body)),
  });
  r.put('/api/registers/employees/:AnstNr', {
    config: { access: EDIT_REGISTERS },
    schema: {
      tags,
      params: AnstNrParamsSchema,
      body: EmployeeUpdateSchema,
      response: { 200: EmployeeDetailSchema },
    },
    handler: async (req) => updateEmployee(app, requireCompany(req), req.params.AnstNr, req.body),
  });
}

/**
 * /registers/import: the registers from the payroll program's PAXml file, and new employees from a
 * CSV file (its template in the user's language), each previewed, then stored.
 */
function importRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bodyLimit = uploadBodyLimit(PAXML_IMPORT_MAX_BYTES);
  r.post('/api/registers/import/paxml/preview', {
    config: { access: EDIT_REGISTERS },
    bodyLimit,
    schema: { tags, body: PaxmlImportRequestSchema, response: { 200: ImportResultSchema } },
    handler: async (req) => previewPaxmlImport(app, requireCompany(req), req.body),
  });
  r.post('/api/registers/import/paxml', {
    config: { access: EDIT_REGISTERS },
    bodyLimit,
    schema: { tags, body: PaxmlImportRequestSchema, response: { 200: ImportResultSchema } },
    handler: async (req) => importPaxml(app, requireCompany(req), req.body),
  });
  r.get('/api/registers/import/employees/template', {
    config: { access: EDIT_REGISTERS },
    schema: { tags, querystring: EmployeeCsvTemplateQuerySchema },
    handler: async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${EMPLOYEE_CSV_TEMPLATE_NAMES[req.query.Sprak]}"`,
        )
        .send(employeeCsvTemplate(req.query.Sprak)),
  });
  const csvLimit = uploadBodyLimit(EMPLOYEE_CSV_MAX_BYTES);
  r.post('/api/registers/import/employees/preview', {
    config: { access: EDIT_REGISTERS },
    bodyLimit: csvLimit,
    schema: { tags, body: EmployeeCsvImportSchema, response: { 200: EmployeeCsvResultSchema } },
    handler: async (req) => previewEmployeeCsv(app, requireCompany(req), req.body),
  });
  r.post('/api/registers/import/employees', {
    config: { access: EDIT_REGISTERS },
    bodyLimit: csvLimit,
    schema: { tags, body: EmployeeCsvImportSchema, response: { 200: EmployeeCsvResultSchema } },
    handler: async (req) => importEmployeeCsv(app, requireCompany(req), req.body),
  });
}
