import { scimSchemas } from '#shared/contract/scim';

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** RFC 7643 §5: what this server supports. PATCH and filters yes; bulk, sort, ETags, passwords no. */
export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: [scimSchemas.serviceProviderConfig],
  documentationUri: `${baseUrl.replace(/\/api\/scim\/v2$/, '')}/api/docs`,
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: 200 },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'A token created under Security and access, sent as Authorization: Bearer <token>.',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
});

export const resourceTypes = (baseUrl: string) => [
  {
    schemas: [scimSchemas.resourceType],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A member of the organization',
    schema: scimSchemas.user,
    schemaExtensions: [{ schema: scimSchemas.enterpriseUser, required: false }],
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  },
  {
    schemas: [scimSchemas.resourceType],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: 'A manual team',
    schema: scimSchemas.group,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
  },
];

/** The attributes the product keeps; the others of RFC 7643 are accepted and ignored. */
export const schemaDefinitions = (baseUrl: string) => [
  {
    schemas: [scimSchemas.schema],
    id: scimSchemas.user,
    name: 'User',
    description: 'A member of the organization',
    attributes: [
      attribute('userName', 'string', { required: true, uniqueness: 'server' }),
      attribute('externalId', 'string', { caseExact: true }),
      attribute('name', 'complex', {
        subAttributes: [attribute('givenName', 'string'), attribute('familyName', 'string')],
      }),
      attribute('displayName', 'string'),
      attribute('title', 'string'),
      attribute('active', 'boolean'),
      attribute('emails', 'complex', {
        multiValued: true,
        subAttributes: [
          attribute('value', 'string'),
          attribute('type', 'string'),
          attribute('primary', 'boolean'),
        ],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${scimSchemas.user}` },
  },
  {
    schemas: [scimSchemas.schema],
    id: scimSchemas.enterpriseUser,
    name: 'EnterpriseUser',
    description: 'Enterprise User',
    attributes: [attribute('department', 'string')],
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${scimSchemas.enterpriseUser}` },
  },
  {
    schemas: [scimSchemas.schema],
    id: scimSchemas.group,
    name: 'Group',
    description: 'A manual team',
    attributes: [
      attribute('displayName', 'string', { required: true, uniqueness: 'server' }),
      attribute('externalId', 'string', { caseExact: true }),
      attribute('members', 'complex', {
        multiValued: true,
        subAttributes: [
          attribute('value', 'string', { mutability: 'immutable' }),
          attribute('display', 'string', { mutability: 'readOnly' }),
        ],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${scimSchemas.group}` },
  },
];

export const listResponse = (resources: unknown[], total: number, startIndex: number) => ({
  schemas: [scimSchemas.listResponse],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});
