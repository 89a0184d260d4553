import type { TestApp } from '../helpers/test-app';
import type { JsonSchema } from './schema-arbitrary';

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

/** One operation of the OpenAPI document, as the suite calls it. */
export type ApiRoute = {
  method: string;
  /** `/api/requests/{id}` */
  path: string;
  body: JsonSchema | undefined;
  query: JsonSchema;
  params: Parameter[];
};

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation the app publishes (the document admins read at /api/docs/json). */
export function listRoutes(app: TestApp): ApiRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
        return {
          method: method.toUpperCase(),
          path,
          body: operation.requestBody?.content?.['application/json']?.schema,
          query: {
            type: 'object',
            properties: Object.fromEntries(
              queryParameters.map((parameter) => [parameter.name, parameter.schema ?? {}]),
            ),
            required: queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
          },
          params: parameters.filter((parameter) => parameter.in === 'path'),
        };
      }),
  );
}

export function toQueryString(values: unknown): string {
  if (typeof values !== 'object' || values === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
