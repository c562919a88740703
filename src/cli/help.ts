/** What `registry` without a known command prints on stderr (exit 2). */
export const USAGE = `Usage:
  registry serve
  registry keys create --name NAME --scope plugins:read,create,update,delete [--scope themes:read]
                       [--scope sites:read,update,delete,enroll] [--scope audit:read]
                       [--site-url URL | --sites N] [--expires DATE] [--approved]   (keys with sites:enroll)
                       [--scope webhooks:read,create,update,delete] [--scope advisories:read,create,update]
                       [--composer-ring RING]
  registry keys list
  registry keys revoke KEY_ID
  registry audit [--type T] [--slug SLUG] [--action ACTION] [--since 2026-11-01] [--until DATE] [--page N] [--per-page N]
  registry export FILE
  registry import FILE
  registry advisories import FILE|URL
  registry --help`;

/**
 * `registry --help`: the usage and every environment variable the service reads (a `.env` file
 * in the working directory may set them too), with its default. docs/configuration.md has the
 * full story of each.
 */
export const HELP = `${USAGE}

Commands:
  serve          start the service (one server per REGISTRY_DATA_DIR)
  keys create    create an API key; the key alone goes to stdout, shown once; --composer-ring
                 lists the versions staged for that ring to the key in the Composer repository
  keys list      list keys (id, name, scopes, created, state, allowance, enrolled, expires), never a key itself
  keys revoke    revoke a key by its id
  audit          print the audit trail as a table, newest first (type: plugin, theme, site, key, webhook;
                 since/until: a date or an ISO 8601 time with its offset; 50 a page)
  export FILE    write the whole registry (records and archives) to FILE, a tar, while it serves
  import FILE    load an export into an empty storage, after verifying every hash in it
  advisories import FILE|URL
                 read a Wordfence Intelligence v3 or OSV feed, streamed, and store the advisories about
                 packages the registry holds or its sites run (a URL gets REGISTRY_ADVISORY_FEED_KEY as Bearer)

Environment (a .env file in the working directory may set these too):
  PORT                                 listen port (8080)
  HOST                                 address to listen on, e.g. 127.0.0.1 behind a proxy (every interface)
  REGISTRY_BASE_URL                    public base address of the API (the request's address)
  REGISTRY_STORAGE                     storage adapter: local or azure (local)
  REGISTRY_DATA_DIR                    local adapter: SQLite files and archives (./data)
  AZURE_STORAGE_CONNECTION_STRING      azure adapter with the account key
  AZURE_STORAGE_ACCOUNT_NAME           azure adapter as an Entra ID identity, no secret
  AZURE_STORAGE_BLOB_URL               identity: another blob endpoint (with the table one)
  AZURE_STORAGE_TABLE_URL              identity: another table endpoint (with the blob one)
  REGISTRY_AZURE_TABLE                 azure table name (registry)
  REGISTRY_AZURE_CONTAINER             azure blob container name (packages)
  REGISTRY_DOWNLOAD_URL                base of download links (local: $REGISTRY_BASE_URL/downloads)
  REGISTRY_AUTHOR_NAME                 organization name for GET /author (Registry)
  REGISTRY_AUTHOR_URI                  organization address (the public base address)
  REGISTRY_SIGNING_SECRET              local adapter: HMAC key for links, 32+ characters (generated)
  REGISTRY_SIGNING_KEYS                comma-separated Ed25519 public keys uploads must be signed by (unchecked)
  REGISTRY_SITES                       open: unsigned update checks answered, marked unverified; enrolled: refused;
                                       approved: refused, and new sites wait for an operator's approval (open)
  REGISTRY_DEFAULT_GATE                health gate of every new upload, e.g. max_unhealthy_percent=0,action=withdraw (none)
  REGISTRY_MAX_UPLOAD_BYTES            larger uploads get 413 (104857600, 100 MiB)
  REGISTRY_LINK_TTL_SECONDS            expiry of signed download links (3600)
  REGISTRY_KEEP_ALIVE_SECONDS          idle keep-alive connections stay open (65)
  REGISTRY_BODY_IDLE_SECONDS           a request body stalled this long is cut off (60)
  REGISTRY_TRUST_PROXY                 proxy hops that may set X-Forwarded-* (loopback, linklocal, uniquelocal)
  REGISTRY_CORS_ORIGINS                comma-separated browser origins allowed (none)
  REGISTRY_OIDC_ISSUER                 operator sign-in through this OpenID Connect provider (none)
  REGISTRY_OIDC_CLIENT_ID              the registry's client id at the provider (none)
  REGISTRY_OIDC_CLIENT_SECRET          its secret, for a confidential client (none)
  REGISTRY_OIDC_ROLES_CLAIM            the claim holding registry.viewer/operator/admin (roles)
  REGISTRY_AUTH_APP_SERVICE            true trusts App Service Authentication's principal (false)
  REGISTRY_COMPOSER_VENDOR             Composer names {vendor}-plugin/{slug}, {vendor}-theme/{slug} (registry)
  REGISTRY_INSTALLS_REFRESH_SECONDS    how old active_installs may be (3600)
  REGISTRY_INVENTORY                   all: record every plugin and theme sites report; managed: the registry's own (all)
  REGISTRY_RESPONSE_CACHE_MB           memory for cached read answers, 0 turns it off (128)
  REGISTRY_SQLITE_CACHE_MB             local: page cache of each SQLite file, in MiB (32)
  REGISTRY_CACHE_CHECK_MS              azure: how long a change token read is trusted, 0 reads every time (1000)
  REGISTRY_WEBHOOK_ALLOW_HOSTS         hosts or host:port webhooks may reach although not public, or over http (none)
  REGISTRY_WEBHOOK_SIGNING_KEY         base64 Ed25519 seed: deliveries also signed v1a (none)
  REGISTRY_WEBHOOK_SECRET_KEY          base64 32 bytes sealing webhook secrets (local: generated; azure: required)
  REGISTRY_WEBHOOK_POLL_MS             how often the audit log is read for deliveries (1000)
  REGISTRY_ADVISORY_FEED_URL           http(s) feed the server imports once a UTC day (none: no daily import)
  REGISTRY_ADVISORY_FEED_KEY           the feed's key, sent as a Bearer token (daily import, advisories import URL) (none)
  REGISTRY_METRICS_TOKEN               bearer token of GET /metrics, 16+ characters (none: metrics off)
  REGISTRY_VALIDATE_RESPONSES          1 checks every response against the spec (off)
  LOG_LEVEL                            pino log level; JSON lines on stdout (info)
`;
