/**
 * GENERATED from openapi/registry.yaml by scripts/generate.ts. Do not edit by hand:
 * change the spec and run `npm run generate`.
 */

export interface paths {
    "/author": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the publishing organization's profile */
        get: operations["getAuthor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the service is alive
         * @description Needs no API key. Answers 200 while the process serves requests.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the service can reach its storage
         * @description Needs no API key. Answers 200 when storage answered a ping within the last few seconds
         *     (the result is cached briefly, so health probes cost storage almost nothing), else 503.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/downloads/{kind}/{slug}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a package archive through a signed link
         * @description The local storage adapter serves the archives behind the signed links it emits. The
         *     links need no API key; a tampered or expired link is refused with 403. Byte ranges are
         *     supported. (With the Azure adapter, links point at Blob Storage instead.)
         */
        get: operations["downloadArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a placeholder image
         * @description The default plugin icon and banner, used until `PATCH /plugins/{slug}` sets real ones.
         *     Needs no API key, so WordPress sites can show it.
         */
        get: operations["getPlaceholderImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screenshots/{slug}/{version}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a theme's own screenshot
         * @description The `screenshot.png` (or `.gif`, `.jpg`, `.jpeg`, `.webp`, the first of them in that
         *     order, as WordPress looks for it) at the top of a theme version's archive, kept by
         *     storage beside the archive when the version is uploaded. A theme's `screenshot_url` links
         *     to its latest version's screenshot until `PATCH /themes/{slug}` sets another one. Needs
         *     no API key, so WordPress sites can show it; a version's screenshot never changes, so it
         *     may be cached.
         */
        get: operations["getThemeScreenshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get this API description (YAML)
         * @description The OpenAPI document of this service as it is written, except that `servers` names
         *     this registry's public address (`REGISTRY_BASE_URL`, or the address the request reached
         *     it at), for client generators, mocks and API tools. Needs no API key.
         */
        get: operations["getOpenApiYaml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get this API description (JSON)
         * @description The same OpenAPI document as `/openapi.yaml`, as JSON. Needs no API key.
         */
        get: operations["getOpenApiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the API reference
         * @description An HTML page that renders this OpenAPI document with Redoc. It needs no API key and
         *     loads nothing from other sites: its script is `/docs/redoc.standalone.js` and the
         *     document is `/openapi.json`. `/docs/` (with a trailing slash) serves the same page.
         */
        get: operations["getApiReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/redoc.standalone.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the API reference page's script
         * @description Redoc's standalone bundle, which `/docs` loads. Needs no API key.
         */
        get: operations["getApiReferenceScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the operator console
         * @description The operator console: a web page for packages, rollouts, sites and the audit trail. It
         *     talks to this API with a key the operator types in (kept in the browser tab only), so the
         *     page itself needs no key. `/console/` (with a trailing slash) serves the same page. Never
         *     cached (`Cache-Control: no-cache`): it names the current build's assets.
         */
        get: operations["getConsole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a script or style sheet of the console
         * @description A file of the console's build, named by its content hash, so it is cached for a year (`immutable`). Needs no API key.
         */
        get: operations["getConsoleAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plugins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List plugins
         * @description One page of plugins ordered by name, then slug. Each item's `download_link` is a signed
         *     link that expires after 3600 seconds.
         */
        get: operations["listPlugins"];
        put?: never;
        /**
         * Upload a plugin version
         * @description Uploads a plugin archive: a ZIP with one top-level folder named after the slug, holding
         *     a `.php` main file with a `Plugin Name:` and a `Version:` header. The first upload of a
         *     slug creates the plugin; later uploads add versions. The upload becomes `latest` when
         *     its version is greater than the current latest one.
         *
         *     Signed releases: `signature` is CI's Ed25519 signature (see `ReleaseSignature`). When the
         *     registry is started with `REGISTRY_SIGNING_KEYS`, an upload without one is refused with
         *     400 `The archive is not signed.`, and one that verifies against none of the keys (for the
         *     type, slug and version the archive's headers name and the SHA-384 of the bytes received)
         *     with 400 `The archive's signature does not verify against any trusted key.`; nothing is
         *     stored. Without keys a signature sent is stored unchecked. Update checks carry it.
         */
        post: operations["createPlugin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plugins/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        /** Get a plugin */
        get: operations["getPlugin"];
        put?: never;
        post?: never;
        /** Delete a plugin with all its versions */
        delete: operations["deletePlugin"];
        options?: never;
        head?: never;
        /**
         * Update a plugin's icon and banners
         * @description Sets the icon and banner URLs. Omitted fields keep their value. `default_icon` becomes
         *     `icons.default`; `banner_low` and `banner_high` become `banners.low` and `banners.high`.
         */
        patch: operations["updatePlugin"];
        trace?: never;
    };
    "/plugins/{slug}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        /**
         * List a plugin's versions
         * @description All versions, newest first; exactly one has `latest` true. Each carries its rollout (release control) and whether it is signed, with the id of the key that verified it, so a package's state is one request.
         */
        get: operations["listPluginVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plugins/{slug}/adoption": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        /**
         * How a plugin's versions spread, day by day
         * @description For each UTC day of the last `days` days (today included), how many enrolled sites ran
         *     each version of the plugin: of the sites seen in the snapshot's 7-day window (whole UTC days) whose last
         *     check was signed by their key and reported it, by the version they reported (the sites a
         *     rollout's `sites.running` counts; unsigned ones are left out, as rollouts count them
         *     apart). The registry takes one snapshot per package and UTC day
         *     (the first one taken that day is kept, whichever instance took it: the first request
         *     after midnight UTC starts it, and reading this takes today's when it is missing) and
         *     keeps 400 days. Days without a snapshot (the registry was not running, or the plugin did
         *     not exist yet) are left out. Oldest first. The last entry is today counted live, when
         *     asked, with the instant it was counted (`at`): during a rollout it moves; the snapshot
         *     of today (for the later days' history) is kept as first taken. Needs `plugins:read`.
         */
        get: operations["getPluginAdoption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plugins/{slug}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        /** Get a plugin version */
        get: operations["getPluginVersion"];
        put?: never;
        post?: never;
        /**
         * Delete a plugin version
         * @description Deletes the version and its archive. The latest version cannot be deleted.
         */
        delete: operations["deletePluginVersion"];
        options?: never;
        head?: never;
        /**
         * Update a plugin version's release notes, or make it latest
         * @description `release_notes` replaces the notes (Markdown). `latest: true` moves the `latest` flag to
         *     this version, and the plugin record follows it. `latest: false` on the latest version is
         *     refused: make another version latest instead.
         */
        patch: operations["updatePluginVersion"];
        trace?: never;
    };
    "/plugins/{slug}/versions/{version}/rollout": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        /**
         * Get a plugin version's rollout
         * @description Which sites the version reaches (`percent`, `rings`), whether it is `halted` or
         *     `withdrawn`, and how far it got: of the sites seen in the 7-day window (whole UTC days: a last check on or after 00:00 UTC seven days ago) that report the
         *     plugin (`sites.total`), how many this version reaches and how many run it.
         */
        get: operations["getPluginRollout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Stage, widen, halt or withdraw a plugin version
         * @description Changes any of `percent`, `rings`, `halted` and `withdrawn` (the others stay). Raising
         *     `percent` only adds sites: each site's bucket for a package is fixed. `halted: true`
         *     stops the version reaching new sites (sites that run it keep it). `withdrawn: true`
         *     takes it back: it is never offered again, sites that run it are offered the highest
         *     version that is not withdrawn (a rollback, with `autoupdate: true`), and when it is the
         *     latest version, `latest` moves to the highest version that is not withdrawn. Withdrawing
         *     the only version that is not withdrawn is refused. Un-withdrawing changes no latest flag.
         */
        patch: operations["updatePluginRollout"];
        trace?: never;
    };
    "/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List themes
         * @description One page of themes ordered by name, then slug.
         */
        get: operations["listThemes"];
        put?: never;
        /**
         * Upload a theme version
         * @description Uploads a theme archive: a ZIP with one top-level folder named after the slug, holding
         *     `style.css` with `Theme Name:` and `Version:` headers, and `index.php` or
         *     `templates/index.html` unless `Template:` names a parent theme.
         *
         *     `signature` and `REGISTRY_SIGNING_KEYS` work as for plugins (see `POST /plugins`).
         */
        post: operations["createTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        /** Get a theme */
        get: operations["getTheme"];
        put?: never;
        post?: never;
        /** Delete a theme with all its versions */
        delete: operations["deleteTheme"];
        options?: never;
        head?: never;
        /**
         * Update a theme's screenshot, preview and homepage
         * @description Omitted fields keep their value. `preview_url` and `homepage` accept an empty string.
         */
        patch: operations["updateTheme"];
        trace?: never;
    };
    "/themes/{slug}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        /**
         * List a theme's versions
         * @description All versions, newest first; exactly one has `latest` true. Each carries its rollout (release control) and whether it is signed, with the id of the key that verified it, so a package's state is one request.
         */
        get: operations["listThemeVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{slug}/adoption": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        /**
         * How a theme's versions spread, day by day
         * @description For each UTC day of the last `days` days (today included), how many enrolled sites ran
         *     each version of the theme: of the sites seen in the snapshot's 7-day window (whole UTC days) whose last
         *     check was signed by their key and reported it, by the version they reported (the sites a
         *     rollout's `sites.running` counts; unsigned ones are left out, as rollouts count them
         *     apart). The registry takes one snapshot per package and UTC day
         *     (the first one taken that day is kept, whichever instance took it: the first request
         *     after midnight UTC starts it, and reading this takes today's when it is missing) and
         *     keeps 400 days. Days without a snapshot (the registry was not running, or the theme did
         *     not exist yet) are left out. Oldest first. The last entry is today counted live, when
         *     asked, with the instant it was counted (`at`): during a rollout it moves; the snapshot
         *     of today (for the later days' history) is kept as first taken. Needs `themes:read`.
         */
        get: operations["getThemeAdoption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{slug}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        /** Get a theme version */
        get: operations["getThemeVersion"];
        put?: never;
        post?: never;
        /**
         * Delete a theme version
         * @description Deletes the version and its archive. The latest version cannot be deleted.
         */
        delete: operations["deleteThemeVersion"];
        options?: never;
        head?: never;
        /**
         * Update a theme version's release notes, or make it latest
         * @description `release_notes` replaces the notes (Markdown). `latest: true` moves the `latest` flag to
         *     this version, and the theme record follows it. `latest: false` on the latest version is
         *     refused: make another version latest instead.
         */
        patch: operations["updateThemeVersion"];
        trace?: never;
    };
    "/themes/{slug}/versions/{version}/rollout": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        /**
         * Get a theme version's rollout
         * @description Which sites the version reaches (`percent`, `rings`), whether it is `halted` or
         *     `withdrawn`, and how far it got: of the sites seen in the 7-day window (whole UTC days: a last check on or after 00:00 UTC seven days ago) that report the
         *     theme (`sites.total`), how many this version reaches and how many run it.
         */
        get: operations["getThemeRollout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Stage, widen, halt or withdraw a theme version
         * @description Changes any of `percent`, `rings`, `halted` and `withdrawn` (the others stay). Raising
         *     `percent` only adds sites: each site's bucket for a package is fixed. `halted: true`
         *     stops the version reaching new sites (sites that run it keep it). `withdrawn: true`
         *     takes it back: it is never offered again, sites that run it are offered the highest
         *     version that is not withdrawn (a rollback, with `autoupdate: true`), and when it is the
         *     latest version, `latest` moves to the highest version that is not withdrawn. Withdrawing
         *     the only version that is not withdrawn is refused. Un-withdrawing changes no latest flag.
         */
        patch: operations["updateThemeRollout"];
        trace?: never;
    };
    "/packages/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List packages with their latest version's rollout
         * @description One page of packages, each with what the console's Packages view shows of it: its
         *     latest version, whether that version is signed, and its rollout with the same counts
         *     `GET .../versions/{version}/rollout` answers for it (`sites`: of the enrolled sites seen
         *     in the last 7 days that report the package). Plugins first, then themes, each ordered
         *     by name, then slug, as `GET /plugins` and `GET /themes` order them; `type=` keeps one
         *     of the two. One request per page, whatever the catalogue: the view asks for no
         *     package's versions or rollout apart. Needs both `plugins:read` and `themes:read`; a key
         *     lacking either gets 403 naming the first one missing, in that order.
         */
        get: operations["listPackageSummaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit trail
         * @description Who changed what, and when: one entry for every request that changed something (uploads,
         *     package and version PATCHes, `latest` moves, deletes, rollout changes, site ring and hold
         *     changes, uploads refused for their signature) and for every key the `keys` CLI created or
         *     revoked. An entry names its actor by the API key's id and name (never the key), carries the
         *     registry's own id of the request (`request_id`, also in the answer's `X-Request-Id`) and
         *     the client's `X-Request-Id` beside it (`client_request_id`), and lists the fields that
         *     changed as `[before, after]` (`{}` where nothing is compared, such as uploads and deletes).
         *     An upload's entry adds the rollout the version started with and the id of the key that
         *     verified its signature (`signing_key`); an upload refused for its signature says why
         *     (`reason`: `unsigned` or `untrusted`). A PATCH that changes nothing writes no
         *     entry; a refused request (400, 403, 404, 409) writes none either, except an upload refused
         *     for its signature.
         *
         *     Newest first; `page` and `per_page` as in the lists. `since` (inclusive) and `until`
         *     (exclusive) take an ISO 8601 date (`2026-11-01`, midnight UTC) or date and time
         *     (`2026-11-01T09:30:00Z`). Entries are appended, never changed or deleted: no endpoint
         *     edits them. Needs `audit:read`.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sites that checked in, with the packages they run
         * @description The WordPress sites that checked for updates (`POST /update-check`) in the 90-day window
         *     (whole UTC days: on or after 00:00 UTC ninety days ago),
         *     most recently seen first (then by URL), each with the plugins and themes it reported in
         *     its last check: the version it runs and, for the registry's own (`managed: true`), the
         *     registry's latest version and whether an update is waiting. Under
         *     `REGISTRY_INVENTORY=all` (the default) the public ones it runs are listed too
         *     (`managed: false`); under `managed` only the registry's. `plugin=` or `theme=` keeps the
         *     sites that run that package (a public one too), `version=` those
         *     that run it at that version: "which sites still run acme-forms 1.0.0?"; `ring=` those in
         *     that ring. Sites that stop checking in drop out once their last check is before that window. `verified` says whether
         *     the site's last recorded check was signed by its enrolled key (`POST /sites/enroll`);
         *     an unsigned check is never recorded over an enrolled site. `state` says whether the site
         *     is `enrolled`, `pending` (enrolled under `REGISTRY_SITES=approved`, waiting for an
         *     operator's approval: `PATCH /sites/{id}` `{"approved": true}`) or `unenrolled` (unsigned
         *     checks only, or its key released); `state=pending` lists the sites that wait. Needs
         *     `sites:read`.
         */
        get: operations["listSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/rings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the rings in use
         * @description Each ring that sites of the inventory are in, with how many: of the sites `GET /sites`
         *     lists (seen in its 90-day window of whole UTC days, enrolled or not), by their ring (assigned with `PATCH
         *     /sites/{id}`, else declared in their update checks, else `production`), sorted by name.
         *     A ring no site is in is not listed; `GET /sites?ring=NAME` lists a ring's sites. Rings are
         *     free text (`Ring`): this is the list the console offers when an operator types one. Needs
         *     `sites:read`.
         */
        get: operations["listRings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enroll a site's own key
         * @description What the must-use plugin sends at its first check (and again when its home URL changed,
         *     or the registry answered `This site is not enrolled; enroll again.`): the site's URL and
         *     the public half of an Ed25519 key pair the site made itself (base64 of 32 bytes; the
         *     secret never leaves the site). From then on the site signs every request it makes
         *     (`X-Site-Id`, `X-Site-Time`, `X-Site-Signature`; see `POST /update-check`), and only
         *     signed checks write its inventory row, its declared ring and its packages.
         *
         *     The site's `id` is fixed here: the first 16 hex digits of the SHA-256 of the normalized
         *     URL; it never changes. A copied database at another URL (a staging clone) enrolls as a
         *     site of its own. Recorded in the audit trail as `site.enroll` (with `changes.state`).
         *     Needs `sites:enroll`, which the key every site holds carries.
         *
         *     **The key's allowance.** A key enrolls only the sites it was issued for: the URL it was
         *     created for (`keys create --site-url URL`), else as many distinct URLs as its allowance
         *     says (`--sites N`, default 1), until it expires (`--expires`). The key is bound to every
         *     URL it enrolled: it may enroll those again (a rebuilt site, after its key was released)
         *     without using more of its allowance, and no other. Refused with 403: `This key is for
         *     {url}; create a key for this site.`, `This key has enrolled all the sites it may ({n});
         *     create a key for this site.`, `This key has expired.` A key stored by a release before
         *     allowances existed may enroll the URLs the inventory held when this release first read
         *     it (the sites that were checking in) and no other.
         *
         *     **Who may take a row.** A URL that is enrolled: 409 (an operator releases the key with
         *     `PATCH /sites/{id}` `{"key": null}`). A released URL is enrolled again only by a key
         *     bound to it (the key that enrolled it, or one created with `--site-url` for it), else 409
         *     too. A row from unsigned checks is taken over by the first key allowed to enroll its URL,
         *     with its ring and holds, which stay the operator's: the answer is the site's `id`, `url`
         *     and `state` only.
         *
         *     **Approval.** With `REGISTRY_SITES=approved` a URL that was never enrolled is enrolled
         *     `pending` (201, `"state": "pending"`): its signed requests get 403 `This site's
         *     enrollment awaits an operator's approval.` until an operator approves it (`PATCH
         *     /sites/{id}` `{"approved": true}`). Sites of a key created with `--approved` are
         *     enrolled at once.
         */
        post: operations["enrollSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The site's id (`GET /sites`), the first 16 hex digits of the SHA-256 of its normalized URL.
                 * @example 4f2a9c0d17be63a5
                 */
                id: components["schemas"]["SiteId"];
            };
            cookie?: never;
        };
        /**
         * Get a site, with the advisories affecting what it runs
         * @description The site as `GET /sites` lists it (seen in its 90-day window or not), and on each of its
         *     packages `advisories`: the ids of the advisories (not withdrawn) whose ranges hold the
         *     version it runs. Needs `sites:read` (the advisories' ids need no more).
         */
        get: operations["getSite"];
        put?: never;
        post?: never;
        /**
         * Remove a site and its key
         * @description Removes the site from the inventory with its enrolled key, ring and holds (a site that
         *     checks in again afterwards starts as a new row). Answers the site as it was. Recorded in
         *     the audit trail as `site.delete`. Needs `sites:delete`.
         */
        delete: operations["deleteSite"];
        options?: never;
        head?: never;
        /**
         * Put a site into a ring, hold packages on it, or release its key
         * @description `ring` assigns the site to a ring (it wins over the ring the site declares in its update
         *     checks); `null` clears the assignment. `holds` replaces the site's holds: a held package
         *     is never offered to that site (no update, no rollback) and is listed under `no_update`.
         *     `key: null` releases the site's enrolled key: its signed requests are refused with `This
         *     site is not enrolled; enroll again.` and the site enrolls anew, keeping its id, ring and
         *     holds (the audit entry shows `changes.key` as `[KEY_ID, null]`, KEY_ID the first 16 hex
         *     digits of the SHA-256 of the public key). `approved: true` approves a `pending` site
         *     (`REGISTRY_SITES=approved`): its signed requests are answered from then on (the audit
         *     entry shows `changes.state` as `[pending, enrolled]`); on a site that is not pending it
         *     changes nothing. Answers the site as `GET /sites` lists it. Needs `sites:update`.
         */
        patch: operations["updateSite"];
        trace?: never;
    };
    "/sites/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The reporting site's id; it must be the one that signs the request.
                 * @example 4f2a9c0d17be63a5
                 */
                id: components["schemas"]["SiteId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report what happened to managed installs (signed by the site)
         * @description What the must-use plugin sends right after the upgrader finishes: one outcome per attempt
         *     to install a managed package (any path: update, bulk, automatic, rollback), and what it
         *     saw after (`unhealthy`, `fatal`). At most 100 per request; what could not be sent goes with
         *     the next update check (`reports` in its body). Each report has a site-unique `id`: one sent
         *     twice counts once. The registry keeps each site's latest outcome per package and version
         *     (`GET /sites` shows a `status` per package; rollouts count `failed` and `unhealthy`), and
         *     evaluates the version's health `gate` at once.
         *
         *     Only enrolled sites report: the request must be signed (see `POST /update-check`);
         *     unsigned: 401 `Only an enrolled site may send this, signed with its key.`; signed by
         *     another site than `{id}`: 403 `A site reports for itself only.`; a pending site: 403 `This site's enrollment awaits an operator's approval.` Needs `sites:enroll`, which
         *     the key every site holds carries.
         */
        post: operations["reportOutcomes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/{id}/urgent": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The asking site's id; it must be the one that signs the request.
                 * @example 4f2a9c0d17be63a5
                 */
                id: components["schemas"]["SiteId"];
            };
            cookie?: never;
        };
        /**
         * Security releases waiting for this site (signed by the site)
         * @description What the must-use plugin asks once an hour, between WordPress's twelve-hourly update
         *     checks: when `packages` names one, it runs the update check and the automatic updater at
         *     once, so a security release reaches an exposed site within the hour.
         *
         *     `packages`: the security releases of the registry's own packages that this site's next
         *     update check (`POST /update-check`) is offered with `autoupdate: true`: the site runs a
         *     version in a range of an advisory that is not withdrawn, and the registry holds a version
         *     at or above the range's `fixed` that is neither withdrawn nor halted, and the site does not
         *     hold the package. Only those whose advisory was published or modified after `since`
         *     (absent: all). The site's packages are the ones its last update check reported, at the
         *     versions it reported then.
         *
         *     `auto_update`: the packages the registry does not hold (public ones, from WordPress.org)
         *     that the site runs at a version an advisory that is not withdrawn exposes, with a fix
         *     (`fixed_in`), whatever `since`: the whole list each time, since the plugin turns on
         *     WordPress's automatic update for exactly these.
         *
         *     Only enrolled sites ask: the request must be signed as the update check is (see
         *     `POST /update-check`; the signed path includes the query); unsigned: 401 `Only an enrolled
         *     site may send this, signed with its key.`; signed by another site than `{id}`: 403 `A site
         *     asks for itself only.`; a pending site: 403 `This site's enrollment awaits an operator's
         *     approval.` Needs `sites:enroll`, which the key every site holds carries.
         */
        get: operations["getUrgentUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/update-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a WordPress site's plugins and themes for updates
         * @description What the registry's must-use plugin sends when WordPress checks for updates: the site
         *     and its installed plugins and themes, with the headers WordPress read from them. The
         *     answer has the shapes of WordPress.org's update-check API 1.1, so a site merges it into
         *     its update transients as it is.
         *
         *     `plugins` is keyed by plugin file as `get_plugins()` keys it (`acme-forms/acme-forms.php`);
         *     the slug is its folder. `themes` is keyed by stylesheet (the slug). Entries may carry every
         *     header WordPress read; only `Version` is required and read. Entries whose slug the registry
         *     does not hold are left out of the answer. The answer's `plugins` / `themes` hold the
         *     packages with an update, `no_update` the registry's packages that are up to date.
         *
         *     The version offered for an installed version `i`: the candidates are the stored versions
         *     `v` with `i < v <= latest` (PHP `version_compare`; never a downgrade, never past `latest`,
         *     so moving `latest` back to an older version stops a bad release from being offered). The
         *     highest candidate whose `requires` / `requires_php` the site meets (by `site.wp_version`
         *     and `site.php_version`; an empty requirement is met, and so is any requirement when the
         *     site did not send that version) is offered; if none is met, `latest` itself (WordPress
         *     shows it as incompatible and does not auto-update it). No candidate: `no_update`, which
         *     then describes `latest`.
         *
         *     Release control narrows the candidates (a registry that never uses it answers as above):
         *     a candidate must not be withdrawn and must reach the site: not halted, and the site's
         *     ring (assigned with `PATCH /sites/{id}`, else `site.ring`, else `production`) is one of
         *     the version's `rings`, or the site's bucket is below its `percent`. The bucket is fixed
         *     per site and package: the first 4 bytes of SHA-256 of `{plugin|theme}:{slug}:{normalized
         *     site url}` as a big-endian unsigned integer, mod 100. The highest candidate whose
         *     requirements the site meets is offered, else the highest candidate. A site that runs a
         *     withdrawn version is offered the highest version that is not withdrawn, at most
         *     `latest`, that reaches it and whose requirements it meets, even a lower one: a rollback,
         *     which carries `"autoupdate": true` so that WordPress installs it without a click. A
         *     package the site holds is never offered (`no_update`).
         *
         *     Security releases (see `GET /advisories`): a site running a version in a range of an
         *     advisory that is not withdrawn is offered the highest version the registry holds at or
         *     above the range's `fixed` (the lowest fix above the version it runs) that is neither
         *     withdrawn nor halted, whatever its percent and rings: an operator's halt stops a security
         *     release as any other. It carries `"autoupdate": true`, and a plugin's `upgrade_notice` is
         *     `Security release: fixes {advisory id}.`; when release control offers that version or a
         *     higher one anyway, only the flag and the notice change. A site holding the package is
         *     offered nothing. Advisories reach the check within a minute of a change made elsewhere
         *     (another instance, `advisories import`), at once when made by the answering instance.
         *
         *     `"record": false` asks without recording the check (the must-use plugin's re-check just
         *     before it installs): nothing is written to the inventory.
         *
         *     `package` is a signed download link (no key needed) that expires like every other link.
         *     `sha384` and `signature` are the offered archive's SHA-384 and the signature CI sent with
         *     its upload (empty when it was uploaded unsigned): a site that trusts CI's public keys
         *     verifies the download with them before installing it.
         *     `banners` use WordPress.org's update-check keys `1x`/`2x` (from `banner_low` /
         *     `banner_high`); WordPress core reads them nowhere in the update screens, and the plugin
         *     details modal takes `low`/`high` from `GET /plugins/{slug}` instead.
         *
         *     An answer reflects every release and `latest` change at once, whichever instance made it
         *     (with Azure storage, another instance's change shows within the few seconds its lists
         *     take). The body may be up to 4 MiB.
         *
         *     Each check (unless `record` is `false`) records the site (`GET /sites`): its normalized `url`, versions, locale, the
         *     time, and the registry's packages it runs at the versions it reported. Plugins'
         *     `active_installs` count the sites whose last check, in the 7-day window (whole UTC days: on or after 00:00 UTC seven days ago), reported them.
         *
         *     **Signed checks.** An enrolled site (`POST /sites/enroll`) signs every check with the
         *     headers `X-Site-Id`, `X-Site-Time` (Unix seconds) and `X-Site-Signature`: base64 of the
         *     Ed25519 signature over the UTF-8 message
         *     `extension-registry-site-v1\n{METHOD}\n{path with query}\n{X-Site-Time}\n{sha256 of the body, lowercase hex}`
         *     (the body as sent, byte for byte). A signature that does not verify: 401 `The site's
         *     signature does not verify.`; a time more than 300 s off: 401 `The site's clock is more
         *     than 5 minutes off.`; an unknown or released id: 401 `This site is not enrolled; enroll
         *     again.`; a `site.url` that is not the enrolled one once normalized: 409 `This site's key is
         *     enrolled for {url}; enroll again.` The enrolled site decides the row recorded, the ring
         *     (`site.ring` it declares counts), the holds and the buckets (of the URL as enrolled).
         *
         *     **Unsigned checks.** With `REGISTRY_SITES=open` (the default) they are answered and
         *     recorded as `"verified": false`, but never recorded over an enrolled site's row (answered
         *     only; the enrolled site's ring and holds apply, the `site.ring` declared does not), and
         *     rollouts count them apart, on the version each runs (`sites.unverified`). With `REGISTRY_SITES=enrolled` (or
         *     `approved`) they get 401 `This registry answers enrolled sites only.`
         *
         *     **Pending sites.** With `REGISTRY_SITES=approved`, a site enrolled `pending` gets 403
         *     `This site's enrollment awaits an operator's approval.` for every signed request until an
         *     operator approves it.
         *
         *     **Replays.** A signed check whose `X-Site-Time` is older than the one of the site's last
         *     recorded check is answered but not recorded: a replayed check never moves a site's
         *     record backwards.
         *
         *     URLs are normalized before anything else: lower-case host without a trailing dot, no
         *     default port, `.`/`..` segments resolved, percent-escapes of unreserved characters
         *     decoded and the others upper-cased, no trailing slash; the path keeps its case, and
         *     `www.` and `http`/`https` stay different sites.
         *
         *     Needs both `plugins:read` and `themes:read`; a key lacking either gets 403 naming the first
         *     one missing, in that order.
         */
        post: operations["checkUpdates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How operators sign in here
         * @description Whether this registry offers sign-in (`oidc`: its own OpenID Connect sign-in at
         *     `GET /auth/login`; `app_service`: App Service Authentication's), or `none` (API keys only).
         *     Needs nothing: the console reads it before anyone signs in, to offer "Sign in" or the key
         *     field alone.
         */
        get: operations["getSignInMethod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in through the identity provider
         * @description Starts an OpenID Connect sign-in (authorization code flow with PKCE, scopes
         *     `openid profile email`): answers 303 to the identity provider's authorization endpoint
         *     and sets the short-lived cookie `__Host-registry-login` (state, nonce and PKCE verifier
         *     of this sign-in; `HttpOnly`, `Secure`, `SameSite=Lax`, 10 minutes). With
         *     `REGISTRY_AUTH_APP_SERVICE=true` it answers 303 to App Service's own sign-in
         *     (`/.auth/login/aad`). 404 where neither is configured.
         */
        get: operations["signIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish signing in (the redirect URL to register)
         * @description Where the identity provider sends the browser back (`{REGISTRY_BASE_URL}/auth/callback`).
         *     The code is exchanged with the PKCE verifier of the `__Host-registry-login` cookie, the
         *     state and the ID token's nonce must match it, and the ID token's roles claim
         *     (`REGISTRY_OIDC_ROLES_CLAIM`, default `roles`) must name a registry role:
         *     `registry.viewer` (reads everything), `registry.operator` (also changes rollouts, rings,
         *     holds and package settings) or `registry.admin` (also deletes). The highest one counts.
         *     Then the session starts: the cookie `__Host-registry-session` (`HttpOnly`, `Secure`,
         *     `SameSite=Strict`, `Path=/`), valid 8 hours at most and 30 minutes idle, and a 303 to
         *     `/console`.
         */
        get: operations["signInCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in
         * @description The person of this session (or App Service principal), their role, the scopes it grants
         *     and when the session ends at the latest. 401 without a valid session; 404 where sign-in
         *     is not configured (a console then offers the key field only).
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API key this request presents
         * @description The key's id, name and scopes (as `scope:permission` grants, the form of `keys create
         *     --scope`), never the key itself: a client such as the console shows the controls the key
         *     allows and disables the others with the reason, before anyone clicks. Any valid key; a
         *     session is described by `GET /auth/session` instead (401 here without a key).
         */
        get: operations["getPresentedKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session in storage (on every instance; the cookie is worthless from then on) and
         *     clears the cookie. Like every change made with a session it must carry an `Origin` of the
         *     registry's own. Under App Service Authentication there is no registry session: the answer
         *     names App Service's sign-out (`/.auth/logout`) for the console to open.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook endpoints
         * @description Every endpoint, oldest first, without its secret (the secret is shown once, when the
         *     endpoint is created). Needs `webhooks:read`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe an endpoint to the registry's events
         * @description Every audit entry is an event of its `action` (a health gate's stop is
         *     `plugin.version.rollout` with `actor.gate`), delivered as Standard Webhooks: a POST whose
         *     body is `{"type", "timestamp", "data"}` (`data`: the entry as `GET /audit` shows it) with
         *     the headers `webhook-id` (the entry's id: receivers dedupe by it), `webhook-timestamp`
         *     (Unix seconds of this attempt) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256
         *     of `{id}.{timestamp}.{body}` with the secret's bytes; with `REGISTRY_WEBHOOK_SIGNING_KEY`
         *     set, also ` v1a,` and a base64 Ed25519 signature of the same text, verified with `GET
         *     /webhooks/public-key`).
         *
         *     `events` lists actions (`GET /audit`'s `action`); one ending in `.*` matches every
         *     action below that prefix (`plugin.*`, `plugin.version.*`), `*` alone every action.
         *     A new endpoint starts at the newest audit entry: earlier entries are not sent.
         *
         *     Destinations must be `https` and resolve to public addresses, unless
         *     `REGISTRY_WEBHOOK_ALLOW_HOSTS` names the host (or host:port); an allowed host may use
         *     `http`. The check is made here and again on the resolved address at every delivery.
         *     The answer carries the secret `whsec_...` once; the registry keeps it encrypted with
         *     its webhook key (`REGISTRY_WEBHOOK_SECRET_KEY`, or one generated in the data folder on
         *     the local adapter), never in clear, never in a log or the audit trail. Recorded in the
         *     audit trail as `webhook.create`. Needs `webhooks:create`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the public key of the webhooks' `v1a` signatures
         * @description The Ed25519 public key matching `REGISTRY_WEBHOOK_SIGNING_KEY` (base64 of its 32 bytes):
         *     a receiver that holds it verifies `v1a` signatures without sharing a secret. 404 when no
         *     signing key is set (deliveries then carry `v1` only). Needs `webhooks:read`.
         */
        get: operations["getWebhookPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The endpoint's id (`wh_` and 16 hex digits).
                 * @example wh_2b1f0c9a7d4e6f8a
                 */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description The endpoint, without its secret. Needs `webhooks:read`.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description Removes the endpoint with its deliveries; nothing more is sent to it. Answers the
         *     endpoint as it was. Recorded as `webhook.delete`. Needs `webhooks:delete`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint, or enable it again
         * @description Changes `url`, `events` or `description` (checked as at creation); `disabled: false`
         *     enables a disabled endpoint again (its deliveries resume from where they stopped). The
         *     secret stays. Recorded as `webhook.update` when something changed. Needs
         *     `webhooks:update`.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The endpoint's id (`wh_` and 16 hex digits).
                 * @example wh_2b1f0c9a7d4e6f8a
                 */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        /**
         * List an endpoint's recent deliveries
         * @description The endpoint's deliveries, newest event first: `event` is the audit entry's id (the
         *     `webhook-id` sent), `status` `pending` (waiting for its first attempt or a retry at
         *     `next_attempt`), `delivered` (a 2xx came back) or `failed` (every retry failed, or a 410 came
         *     back); while the endpoint is disabled its deliveries wait as they are; `last_status` is the last HTTP status received (null: none, e.g.
         *     a timeout or a refused address), `last_error` what went wrong. Retries come 5 s, 5 min,
         *     30 min, 2 h, 5 h, 10 h and 10 h after each failure (with jitter; a `Retry-After` of the
         *     receiver replaces the wait, within 1 s and 10 h). A `410` disables the endpoint; so do
         *     five days of failures without a success (`webhook.disable` in the audit trail).
         *     `page` and `per_page` as in the lists. Needs `webhooks:read`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{delivery}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The endpoint's id (`wh_` and 16 hex digits).
                 * @example wh_2b1f0c9a7d4e6f8a
                 */
                id: components["parameters"]["WebhookIdPath"];
                /**
                 * @description The delivery's id (`GET /webhooks/{id}/deliveries`).
                 * @example 1764671077512-9f3a01bc
                 */
                delivery: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver an event again, at once
         * @description Sends the delivery now, whatever its status, and answers it as it is after that attempt
         *     (a failure schedules the next retry as usual). An endpoint that is disabled is refused
         *     with 400: enable it first. Needs `webhooks:update`.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/advisories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the security advisories
         * @description The registry's own advisories and the imported ones, newest `published` first (then by
         *     id). `slug=` keeps those affecting a plugin or theme of that slug, `severity=` those of
         *     that severity, `exposed=true` those exposing at least one site of the inventory (seen in
         *     the last 90 days, running an affected version; a withdrawn advisory exposes nobody).
         *     Needs `advisories:read`.
         */
        get: operations["listAdvisories"];
        put?: never;
        /**
         * Publish an advisory of the registry's own
         * @description Stores a new advisory with the next id `REG-{year}-{n}` (the year of its publication),
         *     `source: registry`, `published` and `modified` now unless `published` is given. Each range
         *     is `{introduced}` and either `fixed` (the first version without the flaw) or
         *     `last_affected` (the last version with it, inclusive), or neither (no fix yet: every
         *     version from `introduced` on); `introduced: "0"` is every version. Versions compare as
         *     PHP's `version_compare`. Recorded in the audit trail as `advisory.create`. Needs
         *     `advisories:create`.
         */
        post: operations["createAdvisory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/advisories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The advisory's id: `REG-{year}-{n}` for the registry's own, the source's id for an imported one.
                 * @example REG-2026-1
                 */
                id: components["parameters"]["AdvisoryIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get an advisory
         * @description The advisory, withdrawn or not. Needs `advisories:read`.
         */
        get: operations["getAdvisory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an advisory, or withdraw it
         * @description Replaces the fields given (checked as at creation); `modified` becomes now when something
         *     changed. `{"withdrawn": true}` withdraws the advisory (`withdrawn` becomes the time): it
         *     stays listed but exposes nobody; `false` restores it. Advisories are never deleted.
         *     Recorded as `advisory.update` when something changed. Needs `advisories:update`.
         */
        patch: operations["updateAdvisory"];
        trace?: never;
    };
    "/advisories/{id}/exposure": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The advisory's id: `REG-{year}-{n}` for the registry's own, the source's id for an imported one.
                 * @example REG-2026-1
                 */
                id: components["parameters"]["AdvisoryIdPath"];
            };
            cookie?: never;
        };
        /**
         * Which sites an advisory exposes
         * @description Over the site inventory (sites seen in the last 90 days, the packages they reported at
         *     their last update check): `sites.total` counts the sites running an affected package at
         *     any version, `sites.exposed` those running a version in one of its ranges, `sites.patched`
         *     the rest of `total`. `exposed` lists each exposed site and package, most recently seen
         *     first, paged as the lists are: `fixed_in` is the lowest version that fixes the version it
         *     runs (null: no fix yet), `offered` the version its next update check is offered (as `GET
         *     /sites` shows it; null: none), `since` the time of the site's last check-in, the one that
         *     recorded the version it runs (the inventory keeps no earlier time). A withdrawn advisory
         *     exposes nobody. Needs `advisories:read` and `sites:read`.
         */
        get: operations["getAdvisoryExposure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/advisories/{id}/exposure/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The advisory's id: `REG-{year}-{n}` for the registry's own, the source's id for an imported one.
                 * @example REG-2026-1
                 */
                id: components["parameters"]["AdvisoryIdPath"];
            };
            cookie?: never;
        };
        /**
         * How an advisory's exposure fell, day by day
         * @description The advisory's `sites` counts of `GET /advisories/{id}/exposure` (`exposed`, `patched`,
         *     `total`), one entry per UTC day recorded: the registry records them when the advisory is
         *     created and once a day while it is not withdrawn (the first count of a day is kept,
         *     whichever instance took it: the first request after midnight UTC starts the day's count,
         *     and reading this takes today's when it is missing). Days without a count (the registry
         *     was not running, or the advisory was withdrawn) are left out. Oldest first. The last
         *     entry is today counted live, when asked, with the instant it was counted (`at`); a
         *     withdrawn advisory's has `exposed` 0, as it exposes nobody. Needs `advisories:read` and
         *     `sites:read`.
         */
        get: operations["getAdvisoryExposureHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the registry's metrics (Prometheus text)
         * @description Prometheus text exposition (`prom-client`), answered only when `REGISTRY_METRICS_TOKEN`
         *     is set: the request must carry `Authorization: Bearer TOKEN` (401 without it or with
         *     another); 404 when no token is set. Series, all named `registry_*`: update checks,
         *     offers, download links issued, site reports by result, health gate stops by action,
         *     webhook deliveries by result, storage calls by adapter, operation and outcome with their
         *     durations, and Node's process metrics. No label carries a site URL, a slug or a key.
         *     Needs no API key (the token is the metrics scraper's).
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/composer/packages.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Composer repository's root file
         * @description Composer's v2 repository root, for `{"type": "composer", "url": "{base}/composer"}` in a
         *     site's `composer.json`. Names are `{vendor}-plugin/{slug}` and `{vendor}-theme/{slug}`
         *     (`{vendor}` is `REGISTRY_COMPOSER_VENDOR`, default `registry`); Composer asks this
         *     repository only for names under `available-package-patterns`, and finds each version list
         *     at `metadata-url`. Advisories (`composer audit`) are at `security-advisories.api-url`.
         *
         *     Every `/composer` path takes the API key as the password of HTTP Basic authentication
         *     (any user name: Composer's `http-basic` in `auth.json`), as a Bearer token (`bearer`),
         *     or in `X-API-KEY`; the key needs `plugins:read` for plugin names and `themes:read` for
         *     theme names, any valid key for this file. A 401 carries
         *     `WWW-Authenticate: Basic realm="Extension Registry"`. Answers differ per key (its
         *     composer ring), so they carry `Cache-Control: private` and `Vary: Authorization`.
         */
        get: operations["getComposerRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/composer/p2/{vendor}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One package's versions, as Composer reads them
         * @description `GET /composer/p2/registry-plugin/acme-forms.json`: the versions of the plugin
         *     `acme-forms` this key may install, newest first. Each `dist.url` is a stable registry
         *     address (`/composer/dist/...`) that answers 302 to a fresh signed link, so a lock file
         *     never holds a link that expires; `shasum` is the archive's SHA-1, which Composer checks
         *     the download against; `reference` its SHA-256. `require` names `composer/installers`
         *     (which puts `wordpress-plugin` and `wordpress-theme` packages in `wp-content/plugins/` and
         *     `wp-content/themes/`), `php` from `Requires PHP`, and `{vendor}-plugin/{dep}` for each
         *     `Requires Plugins` slug the registry holds (judged when the file is served; a slug it does
         *     not hold is left to the site).
         *
         *     **Release control.** A version is listed when it is not withdrawn, not halted, and its
         *     rollout reaches every site (percent 100), or one of its rollout rings is the key's
         *     composer ring (`npm run keys -- create ... --composer-ring canary`). A withdrawn version
         *     is never listed; it is an advisory (`security-advisories`, here and on the advisories
         *     API), so `composer audit` flags a lock file that holds it.
         *
         *     **Versions Composer cannot carry.** A version Composer cannot read as a release (`dev-main`,
         *     `1.x-dev`, `1.0.0-foo`) is left out, and of two that Composer reads as one (`1.0` and
         *     `1.0.0` are both `1.0.0.0`) the lower in PHP's order is left out.
         *
         *     A name under the registry's patterns that the registry does not hold, and every `~dev`
         *     file, answers 200 with an empty list, never 404, so that Composer does not look for the
         *     name on another repository (dependency confusion). A vendor other than the registry's
         *     two: 404. `Last-Modified` moves with every change of the package (an upload, a rollout
         *     change, a withdrawal); `If-Modified-Since` at or after it: 304.
         */
        get: operations["getComposerPackage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/composer/dist/{type}/{slug}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A version's archive, through a stable address
         * @description Answers 302 to a fresh signed download link of the version's archive (which needs no key),
         *     so the `dist.url` in a lock file keeps working however long ago it was written. Any stored
         *     version (halted, staged, withdrawn too) is served to a key that may read its type, so an
         *     existing lock file always installs; `composer audit` is what flags a withdrawn one.
         */
        get: operations["getComposerDist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/composer/api/security-advisories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Advisories changed since a time, as Composer's advisories API lists them
         * @description The advisories of every package this key may read whose `reportedAt` is at or after
         *     `updatedSince` (Unix seconds). Today these are the registry's withdrawn versions: each is
         *     an advisory `withdrawn-{slug}-{version}` titled `Withdrawn by the registry's operators`,
         *     affecting exactly that version (`=={version}`), reported at the withdrawal's time.
         */
        get: operations["listComposerAdvisoriesSince"];
        put?: never;
        /**
         * The advisories of named packages, as Composer asks for them
         * @description What `composer audit` posts: a form of `packages[]=name` (or `packages[0]=name&packages[1]=…`,
         *     which Composer 2.5 sends) naming the project's packages. The answer lists every name under
         *     the registry's patterns that the key may read, `[]` for one without an advisory (held or
         *     not: the registry speaks for its whole namespace), and leaves other names out. Advisories
         *     are as `GET` lists them.
         */
        post: operations["listComposerAdvisories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A person, as the identity provider names them. */
        SessionUser: {
            /** @description The identity provider's subject (stable id). */
            sub: string;
            name: string;
            /** @description The email (or preferred user name); empty when the provider gave none. */
            email: string;
        };
        PresentedKey: {
            /** @description The key's id, as `keys list` and the audit trail name it. */
            id: string;
            name: string;
            /** @description The grants the key holds, each `scope:permission`. */
            scopes: string[];
        };
        Session: {
            user: components["schemas"]["SessionUser"];
            /** @enum {string} */
            role: "registry.viewer" | "registry.operator" | "registry.admin";
            /** @description What the role grants, as `scope:permission`. */
            scopes: string[];
            /** @description RFC 3339 UTC: when the session ends at the latest (8 hours after sign-in); 30 minutes without a request end it sooner. */
            expires: string;
            /**
             * @description How the person signed in: the registry's own OIDC sign-in, or App Service Authentication.
             * @enum {string}
             */
            via: "oidc" | "app_service";
        };
        SignInMethod: {
            /** @enum {string} */
            sign_in: "oidc" | "app_service" | "none";
        };
        SignedOut: {
            /** @enum {boolean} */
            signed_out: true;
            /** @description App Service Authentication only: its own sign-out, for the browser to open. */
            sign_out_url?: string;
        };
        /** @description The body of every error response. */
        ApiError: {
            /** @description The HTTP status. */
            status: number;
            /** @description Same value as `status`. */
            error: number;
            messages: components["schemas"]["ErrorMessages"];
        };
        ErrorMessages: {
            /** @description What went wrong, for a person. */
            error: string;
        };
        /** @description An OpenAPI 3.1 document (this service's own). */
        OpenApiDocument: {
            openapi: string;
            info: Record<string, never>;
            paths: Record<string, never>;
        };
        Health: {
            /** @constant */
            status: "ok";
        };
        /** @description The publishing organization's profile. */
        Author: {
            Author: string;
            /** Format: uri */
            "Author URI": string;
        };
        /** @description Paging block of a list response. */
        Info: {
            /** @description The page returned. */
            page: number;
            /** @description ceil(results / per_page). */
            pages: number;
            /** @description Number of matches. */
            results: number;
        };
        Slug: string;
        VersionString: string;
        /** Format: uri */
        Url: string;
        /**
         * Format: uri
         * @description An absolute http(s) URL with a host (`https://` alone is refused).
         */
        AbsoluteUrl: string;
        /**
         * @description `YYYY-MM-DD`, UTC.
         * @example 2026-03-14
         */
        DateOnly: string;
        /**
         * @description `YYYY-MM-DD HH:MM:SS`, UTC.
         * @example 2026-03-14 09:26:53
         */
        DateTime: string;
        /**
         * @description `YYYY-MM-DD h:mma UTC`: 12-hour clock, hour without leading zero, lower-case am/pm.
         * @example 2026-03-14 9:26am UTC
         */
        LastUpdated: string;
        /** @description MD5 of the archive, 32 lowercase hexadecimal characters. */
        Checksum: string;
        /** @description Markdown. */
        ReleaseNotes: string;
        /**
         * @description The advisory this version fixes, published with it in one step: the id of a stored advisory (needs `advisories:update`), or an advisory as JSON in `POST /advisories`'s shape (`AdvisoryCreate`, validated as that request is; needs `advisories:create`). It must name the uploaded package; each of its ranges for the package with no `fixed` and no `last_affected` that begins below the uploaded version gets `fixed` at it. The advisory is created (`advisory.create`) or changed (`advisory.update`, none when nothing changes) after the version is stored, with the same request id. A bad advisory is 400 `advisory...` and nothing is stored, neither the version nor the advisory.
         * @example REG-2026-1
         */
        UploadAdvisoryField: string;
        /**
         * @description Base64 of the 64-byte detached Ed25519 signature, made in CI with the private key
         *     (`EXTENSION_REGISTRY_SIGNING_KEY`; the publish script signs when it is set), over the
         *     UTF-8 message
         *     `extension-registry-signature-v1\n{plugin|theme}\n{slug}\n{version}\n{sha384}`: the
         *     type, the slug and version of the archive's headers, and the SHA-384 of the archive as
         *     lowercase hex, with no newline after it.
         * @example VTbO2BPS2xaNFqqQzadiRmwJGsQ2Osi9JvWd3I1ls9ISxHT/dUYrMH1+yyvtgc69PYWPltzBpXXpzpNToeDLDQ==
         */
        ReleaseSignature: string;
        /** @description SHA-384 of the archive, lowercase hex; empty for versions stored before the registry recorded it. */
        Sha384: string;
        /** @description The upload's `signature` (see `ReleaseSignature`), or empty when it was uploaded unsigned. */
        OfferedSignature: string;
        /** @description Map of version string to its signed archive link. */
        VersionLinks: {
            [key: string]: components["schemas"]["Url"];
        };
        Icons: {
            default: components["schemas"]["Url"];
        };
        Banners: {
            low: components["schemas"]["Url"];
            high: components["schemas"]["Url"];
        };
        PluginSections: {
            /** @description HTML. `<p></p>` when the archive has no readme description. */
            description: string;
            /** @description HTML: per version, newest first, `<h4>`version`</h4><p>`notes`</p><em>Release date : YYYY-MM-DD HH:MM:SS</em>`. */
            changelog: string;
        };
        ThemeSections: {
            /** @description The theme description. */
            description: string | null;
            /** @description HTML, same shape as for plugins. */
            changelog: string;
        };
        ThemeAuthor: {
            user_nicename: string;
            profile: string;
            avatar: string;
            display_name: string;
            author: string;
            author_url: components["schemas"]["Url"];
        };
        /** @description A plugin's base fields, as in lists and the upload response. */
        PluginListItem: {
            name: string;
            slug: components["schemas"]["Slug"];
            version: components["schemas"]["VersionString"];
            /** @description HTML anchor to the author profile: `<a href="URI" target="_blank">Name</a>`. */
            author: string;
            author_profile: components["schemas"]["Url"];
            short_description: string;
            rating: number;
            num_ratings: number;
            /** @description Distinct sites whose last update check (POST /update-check), in the 7-day window of whole UTC days (on or after 00:00 UTC seven days ago), reported the plugin; at most REGISTRY_INSTALLS_REFRESH_SECONDS (default 3600) old. 0 by default. */
            active_installs: number;
            requires: string;
            tested: string | null;
            requires_php: string;
            requires_plugins?: components["schemas"]["RequiresPlugins"];
            download_link: components["schemas"]["Url"];
            icons: components["schemas"]["Icons"];
            added: components["schemas"]["DateOnly"];
            last_updated: components["schemas"]["LastUpdated"];
        };
        /** @description A plugin with its sections and versions (get response). */
        Plugin: {
            name: string;
            slug: components["schemas"]["Slug"];
            version: components["schemas"]["VersionString"];
            author: string;
            author_profile: components["schemas"]["Url"];
            short_description: string;
            rating: number;
            num_ratings: number;
            /** @description Distinct sites whose last update check (POST /update-check), in the 7-day window of whole UTC days (on or after 00:00 UTC seven days ago), reported the plugin; at most REGISTRY_INSTALLS_REFRESH_SECONDS (default 3600) old. 0 by default. */
            active_installs: number;
            requires: string;
            tested: string | null;
            requires_php: string;
            requires_plugins?: components["schemas"]["RequiresPlugins"];
            download_link: components["schemas"]["Url"];
            icons: components["schemas"]["Icons"];
            added: components["schemas"]["DateOnly"];
            last_updated: components["schemas"]["LastUpdated"];
            sections: components["schemas"]["PluginSections"];
            versions: components["schemas"]["VersionLinks"];
        };
        /** @description A plugin with its banners, sections and versions (update response). */
        PluginUpdated: {
            name: string;
            slug: components["schemas"]["Slug"];
            version: components["schemas"]["VersionString"];
            author: string;
            author_profile: components["schemas"]["Url"];
            short_description: string;
            rating: number;
            num_ratings: number;
            /** @description Distinct sites whose last update check (POST /update-check), in the 7-day window of whole UTC days (on or after 00:00 UTC seven days ago), reported the plugin; at most REGISTRY_INSTALLS_REFRESH_SECONDS (default 3600) old. 0 by default. */
            active_installs: number;
            requires: string;
            tested: string | null;
            requires_php: string;
            requires_plugins?: components["schemas"]["RequiresPlugins"];
            download_link: components["schemas"]["Url"];
            icons: components["schemas"]["Icons"];
            added: components["schemas"]["DateOnly"];
            last_updated: components["schemas"]["LastUpdated"];
            banners: components["schemas"]["Banners"];
            sections: components["schemas"]["PluginSections"];
            versions: components["schemas"]["VersionLinks"];
        };
        /** @description A deleted plugin with its banners (delete response). */
        PluginDeleted: {
            name: string;
            slug: components["schemas"]["Slug"];
            version: components["schemas"]["VersionString"];
            author: string;
            author_profile: components["schemas"]["Url"];
            short_description: string;
            rating: number;
            num_ratings: number;
            /** @description Distinct sites whose last update check (POST /update-check), in the 7-day window of whole UTC days (on or after 00:00 UTC seven days ago), reported the plugin; at most REGISTRY_INSTALLS_REFRESH_SECONDS (default 3600) old. 0 by default. */
            active_installs: number;
            requires: string;
            tested: string | null;
            requires_php: string;
            requires_plugins?: components["schemas"]["RequiresPlugins"];
            download_link: components["schemas"]["Url"];
            icons: components["schemas"]["Icons"];
            added: components["schemas"]["DateOnly"];
            last_updated: components["schemas"]["LastUpdated"];
            banners: components["schemas"]["Banners"];
        };
        PluginList: {
            info: components["schemas"]["Info"];
            plugins: components["schemas"]["PluginListItem"][];
        };
        PluginVersion: {
            version: components["schemas"]["VersionString"];
            /** @description The notes as submitted (Markdown). */
            release_notes: string;
            download_link: components["schemas"]["Url"];
            checksum: components["schemas"]["Checksum"];
            latest: boolean;
            added: components["schemas"]["DateOnly"];
            last_updated: components["schemas"]["LastUpdated"];
            rollout: components["schemas"]["VersionRollout"];
            signed: components["schemas"]["Signed"];
            requires_plugins?: components["schemas"]["RequiresPlugins"];
            signing_key_id: components["schemas"]["SigningKeyId"];
        };
        PluginVersionList: components["schemas"]["PluginVersion"][];
        /** @description A theme's base fields, as in lists and the upload and delete responses. */
        ThemeListItem: {
            name: string;
            slug: components["schemas"]["Slug"];
            version: components["schemas"]["VersionString"];
            preview_url: string;
            author: components["schemas"]["ThemeAuthor"];
            /** @description The `Tags` header of style.css, one string per tag. */
            tags: string[];
            /**
             * @description The URL a PATCH set; else the latest version's own screenshot (`GET /screenshots/{slug}/{version}/{file}`); null when its archive has none.
             * @example https://registry.example.com/screenshots/acme-blocks/1.1.0/screenshot.png
             */
            screenshot_url: string | null;
            rating: number;
            num_ratings: number;
            downloaded: number;
            homepage: string;
            description: string;
            /** @description The `Requires at least` header, or null. */
            requires: string | null;
            /** @description The `Requires PHP` header, or null. */
            requires_php: string | null;
            download_link: components["schemas"]["Url"];
            last_updated: components["schemas"]["DateOnly"];
            last_updated_time: components["schemas"]["DateTime"];
            creation_time: components["schemas"]["DateTime"];
            is_commercial: boolean;
            external_support_url: boolean;
            is_community: boolean;
            external_repository_url: string;
        };
        /** @description A theme with its sections and versions (get and update responses). */
        Theme: {
            name: string;
            slug: components["schemas"]["Slug"];
            version: components["schemas"]["VersionString"];
            preview_url: string;
            author: components["schemas"]["ThemeAuthor"];
            tags: string[];
            /**
             * @description The URL a PATCH set; else the latest version's own screenshot (`GET /screenshots/{slug}/{version}/{file}`); null when its archive has none.
             * @example https://registry.example.com/screenshots/acme-blocks/1.1.0/screenshot.png
             */
            screenshot_url: string | null;
            rating: number;
            num_ratings: number;
            downloaded: number;
            homepage: string;
            description: string;
            requires: string | null;
            requires_php: string | null;
            download_link: components["schemas"]["Url"];
            last_updated: components["schemas"]["DateOnly"];
            last_updated_time: components["schemas"]["DateTime"];
            creation_time: components["schemas"]["DateTime"];
            is_commercial: boolean;
            external_support_url: boolean;
            is_community: boolean;
            external_repository_url: string;
            sections: components["schemas"]["ThemeSections"];
            versions: components["schemas"]["VersionLinks"];
        };
        ThemeList: {
            info: components["schemas"]["Info"];
            themes: components["schemas"]["ThemeListItem"][];
        };
        ThemeVersion: {
            version: components["schemas"]["VersionString"];
            /** @description The notes as submitted (Markdown). */
            release_notes: string;
            download_link: components["schemas"]["Url"];
            checksum: components["schemas"]["Checksum"];
            latest: boolean;
            rollout: components["schemas"]["VersionRollout"];
            signed: components["schemas"]["Signed"];
            signing_key_id: components["schemas"]["SigningKeyId"];
        };
        ThemeVersionList: components["schemas"]["ThemeVersion"][];
        /** @description A WordPress site and what it has installed. Fields not named here are ignored. */
        UpdateCheckRequest: {
            site: components["schemas"]["UpdateCheckSite"];
            /**
             * @description `false`: answer without recording the check in the site inventory.
             * @default true
             */
            record: boolean;
            /** @description Outcomes the site could not send with `POST /sites/{id}/reports`, carried by its next check; recorded only when the check is signed by an enrolled site (ignored otherwise). */
            reports?: components["schemas"]["SiteReport"][];
            /** @description Installed plugins keyed by plugin file (`folder/file.php`), as `get_plugins()` returns them; at most 2 000. */
            plugins?: {
                [key: string]: components["schemas"]["InstalledPackage"];
            };
            /** @description Installed themes keyed by stylesheet (the theme's folder); at most 2 000. */
            themes?: {
                [key: string]: components["schemas"]["InstalledPackage"];
            };
        } & {
            [key: string]: unknown;
        };
        /** @description The site asking. Fields not named here are ignored. */
        UpdateCheckSite: {
            url: components["schemas"]["Url"];
            /** @description WordPress version; without it, every `requires` counts as met. */
            wp_version?: string;
            /** @description PHP version; without it, every `requires_php` counts as met. */
            php_version?: string;
            locale?: string;
            /** @description The ring the site declares (the must-use plugin's `EXTENSION_REGISTRY_RING`); a ring assigned with `PATCH /sites/{id}` wins. */
            ring?: components["schemas"]["Ring"];
        } & {
            [key: string]: unknown;
        };
        /** @description The headers WordPress read from an installed plugin or theme; only `Version` is read. */
        InstalledPackage: {
            /** @description The installed version (may be empty for a package without the header). */
            Version: string;
        } & {
            [key: string]: unknown;
        };
        UpdateCheckResponse: {
            /** @description Plugins with an update, keyed by the plugin file sent. */
            plugins: {
                [key: string]: components["schemas"]["PluginUpdateItem"];
            };
            /** @description Themes with an update, keyed by stylesheet. */
            themes: {
                [key: string]: components["schemas"]["ThemeUpdateItem"];
            };
            /** @description The registry's packages the site runs that have no update. */
            no_update: {
                plugins: {
                    [key: string]: components["schemas"]["PluginUpdateItem"];
                };
                themes: {
                    [key: string]: components["schemas"]["ThemeUpdateItem"];
                };
            };
        };
        /** @description One plugin as WordPress.org's update-check 1.1 describes it. */
        PluginUpdateItem: {
            /** @description `{registry host}/plugins/{slug}`. */
            id: string;
            slug: components["schemas"]["Slug"];
            /** @description The plugin file, as sent. */
            plugin: string;
            new_version: components["schemas"]["VersionString"];
            url: components["schemas"]["Url"];
            package: components["schemas"]["Url"];
            icons: {
                "1x": components["schemas"]["Url"];
                "2x": components["schemas"]["Url"];
                default: components["schemas"]["Url"];
            };
            banners: {
                "1x": components["schemas"]["Url"];
                "2x": components["schemas"]["Url"];
            };
            banners_rtl: string[];
            requires: string;
            tested: string;
            requires_php: string;
            requires_plugins?: components["schemas"]["RequiresPlugins"];
            compatibility: string[];
            /** @description The first paragraph of the version's release notes, plain text. A rollback offer (the installed version was withdrawn, `autoupdate: true`) says so instead: `Version 1.2.0, installed here, was withdrawn: this goes back to 1.1.0, the highest version not withdrawn.`, so the administrator does not read the old version's notes as news. A security release (`autoupdate: true`) says `Security release: fixes REG-2026-1.` */
            upgrade_notice: string;
            sha384: components["schemas"]["Sha384"];
            signature: components["schemas"]["OfferedSignature"];
            /** @description `true` on a rollback offer and on a security release: WordPress installs it at its next automatic update, without a click. */
            autoupdate?: boolean;
        };
        /** @description One theme as WordPress.org's update-check 1.1 describes it. */
        ThemeUpdateItem: {
            theme: components["schemas"]["Slug"];
            new_version: components["schemas"]["VersionString"];
            url: components["schemas"]["Url"];
            package: components["schemas"]["Url"];
            requires: string;
            requires_php: string;
            sha384: components["schemas"]["Sha384"];
            signature: components["schemas"]["OfferedSignature"];
            /** @description `true` on a rollback offer and on a security release: WordPress installs it at its next automatic update, without a click. */
            autoupdate?: boolean;
        };
        PluginUpload: {
            /**
             * Format: binary
             * @description The plugin archive (ZIP).
             */
            plugin: string;
            release_notes?: components["schemas"]["ReleaseNotes"];
            rollout_percent?: components["schemas"]["RolloutPercentField"];
            rollout_rings?: components["schemas"]["RolloutRingsField"];
            rollout_gate?: components["schemas"]["RolloutGateField"];
            signature?: components["schemas"]["ReleaseSignature"];
            advisory?: components["schemas"]["UploadAdvisoryField"];
        };
        ThemeUpload: {
            /**
             * Format: binary
             * @description The theme archive (ZIP).
             */
            theme: string;
            release_notes?: components["schemas"]["ReleaseNotes"];
            rollout_percent?: components["schemas"]["RolloutPercentField"];
            rollout_rings?: components["schemas"]["RolloutRingsField"];
            rollout_gate?: components["schemas"]["RolloutGateField"];
            signature?: components["schemas"]["ReleaseSignature"];
            advisory?: components["schemas"]["UploadAdvisoryField"];
        };
        PluginPatch: {
            default_icon?: components["schemas"]["AbsoluteUrl"];
            banner_low?: components["schemas"]["AbsoluteUrl"];
            banner_high?: components["schemas"]["AbsoluteUrl"];
        };
        ThemePatch: {
            screenshot_url?: components["schemas"]["AbsoluteUrl"];
            preview_url?: components["schemas"]["OptionalUrl"];
            homepage?: components["schemas"]["OptionalUrl"];
        };
        /** @description An absolute http(s) URL with a host, or an empty string to clear the field. */
        OptionalUrl: string;
        VersionPatch: {
            release_notes?: components["schemas"]["ReleaseNotes"];
            /** @description `true` makes this version latest. `false` is refused on the latest version. */
            latest?: boolean;
        };
        /**
         * @description A ring name, lower-case words of letters and digits joined by single hyphens.
         * @example canary
         */
        Ring: string;
        SiteId: string;
        /**
         * @description The rollout's starting `percent` (0-100); default 100 (every site).
         * @example 0
         */
        RolloutPercentField: string;
        /**
         * @description The rollout's starting `rings`, comma-separated ring names; default none.
         * @example canary
         */
        RolloutRingsField: string;
        /**
         * @description The rollout's starting health `gate`, as `key=value` pairs joined by commas: `max_failed_percent`, `max_unhealthy_percent` (0-100), `min_sites` (at least 1), `action` (`halt` or `withdraw`); default `REGISTRY_DEFAULT_GATE`, else none.
         * @example max_unhealthy_percent=0,max_failed_percent=20,min_sites=1,action=withdraw
         */
        RolloutGateField: string;
        /** @description Stops the version by itself when the sites' reports say it hurts them: once at least `min_sites` sites sent an outcome for it and the share of them whose latest outcome is failed (`failed`, `refused`) or unhealthy (`unhealthy`, `fatal`) is strictly above its bound, the registry halts or withdraws the version, once, as an operator's PATCH would (one audit entry, actor `{"gate": true}`), and says why in `stopped_by`. An absent bound gates nothing. */
        RolloutGate: {
            max_failed_percent?: number;
            max_unhealthy_percent?: number;
            /** @default 1 */
            min_sites: number;
            /**
             * @default halt
             * @enum {string}
             */
            action: "halt" | "withdraw";
        };
        RolloutGatePatch: {
            max_failed_percent?: number;
            max_unhealthy_percent?: number;
            min_sites?: number;
            /** @enum {string} */
            action?: "halt" | "withdraw";
        };
        /** @description Which sites the version reaches (release control): the same fields as its `GET .../rollout`, without the site counts. */
        VersionRollout: {
            /** @description Sites whose bucket (0-99) for this package is below it are reached. */
            percent: number;
            /** @description Sites in these rings are reached whatever their bucket. */
            rings: components["schemas"]["Ring"][];
            /** @description Reaches no new site; sites that run it keep it. */
            halted: boolean;
            /** @description Never offered; sites that run it are offered a rollback. */
            withdrawn: boolean;
        };
        /** @description A signature was uploaded with the version (and is handed to sites in update checks). */
        Signed: boolean;
        /**
         * @description The id of the trusted key (`REGISTRY_SIGNING_KEYS`) the signature verified against at upload: the first 16 lowercase hex digits of the SHA-256 of the key's 32 bytes. Null when the version is unsigned, when its signature was stored unchecked (no trusted keys configured), and for versions stored before the registry recorded which key verified.
         * @example 3b9f0c1d2e4a5b6c
         */
        SigningKeyId: string | null;
        /** @description Which sites a version reaches, and how far it got. */
        Rollout: {
            version: components["schemas"]["VersionString"];
            /** @description Sites whose bucket (0-99) for this package is below it are reached. */
            percent: number;
            /** @description Sites in these rings are reached whatever their bucket. */
            rings: components["schemas"]["Ring"][];
            /** @description Reaches no new site; sites that run it keep it. */
            halted: boolean;
            /** @description Never offered; sites that run it are offered a rollback. */
            withdrawn: boolean;
            /** @description The health gate; `null` when none. */
            gate: components["schemas"]["RolloutGate"] | null;
            /** @description Why the health gate stopped the version (e.g. `health gate: 1 of 3 sites reported fatal errors from acme-forms 2.0.0`); `null` when it did not. An operator's change of `halted` or `withdrawn` clears it. */
            stopped_by: string | null;
            /** @description When the gate started over (ISO 8601 UTC with milliseconds): an operator's change of `halted` or `withdrawn` on a version the gate had stopped. Only outcomes the registry received at or after it count toward the gate, so the reports that caused the stop never undo the operator's resume. `null`: the gate counts every outcome. */
            gate_since: string | null;
            /** @description Of the sites seen in the 7-day window (whole UTC days, on or after 00:00 UTC seven days ago) that report the package. */
            sites: {
                /** @description Sites whose last recorded check was signed by their enrolled key and reports the package. */
                total: number;
                /** @description Of those, the sites this version reaches. */
                reached: number;
                /** @description Of those, the sites that run this version. */
                running: number;
                /** @description Enrolled sites whose latest report for this version counts (see `ignored`) and says its install failed or was refused. */
                failed: number;
                /** @description Enrolled sites whose latest report for this version counts (see `ignored`) and says the site went unhealthy or had a fatal error in the package. */
                unhealthy: number;
                /** @description Sites whose last check was unsigned and reports running this version; counted apart, in none of the other numbers (anyone holding a site key can make them up). */
                unverified: number;
                /** @description Enrolled sites whose latest report for this version does not count: no check-in the registry recorded for the site before the report showed it running this version, or running the report's `from` while this version reached it (the site's own status still shows the report). Such reports neither trip nor dilute the gate. */
                ignored: number;
            };
        };
        /** @description Enrolled sites per version per UTC day, oldest day first. The last entry is today counted live, as of its `at`; the entries before it are the daily snapshots. */
        Adoption: components["schemas"]["AdoptionDay"][];
        AdoptionDay: {
            date: components["schemas"]["DateOnly"];
            /**
             * Format: date-time
             * @description Only on the last entry, today: the instant (RFC 3339, UTC) its counts were taken, when this answer was made. Today's stored snapshot (the first of the day, which later answers show as the day's history) is not in the answer.
             */
            at?: string;
            /** @description Version -> enrolled sites that reported running it that day (signed checks); versions no site ran are left out. */
            versions: {
                [key: string]: number;
            };
        };
        RolloutPatch: {
            percent?: number;
            rings?: components["schemas"]["Ring"][];
            halted?: boolean;
            withdrawn?: boolean;
            /** @description Sets the health gate (`min_sites` defaults to 1, `action` to `halt`); `null` removes it. */
            gate?: components["schemas"]["RolloutGatePatch"] | null;
        };
        /** @description Packages never offered to the site, by slug. */
        Holds: {
            plugins: components["schemas"]["Slug"][];
            themes: components["schemas"]["Slug"][];
        };
        SitePatch: {
            /** @description The ring to assign; `null` clears the assignment. */
            ring?: components["schemas"]["Ring"] | null;
            holds?: components["schemas"]["Holds"];
            /** @description `null` releases the site's enrolled key; the site enrolls again and keeps its id, ring and holds. */
            key?: null;
            /**
             * @description `true` approves a pending site (`REGISTRY_SITES=approved`); nothing else is taken.
             * @enum {boolean}
             */
            approved?: true;
        };
        /** @description What happened when the site tried to install a managed package (`installed`, `failed`, `refused`), or after (`unhealthy`: the loopback probe of the home page or wp-login.php answered 5xx or WordPress's fatal-error page; `fatal`: a PHP fatal error in the package's files within 24 hours). Nothing else: no content, no users. */
        SiteReport: {
            /** @description Unique per site; a report sent twice counts once. */
            id: string;
            /** @enum {string} */
            type: "plugin" | "theme";
            slug: components["schemas"]["Slug"];
            /** @description The version before the attempt (empty for a new install). */
            from: string;
            /** @description The version the report is about. */
            to: string;
            /** @enum {string} */
            result: "installed" | "failed" | "refused" | "unhealthy" | "fatal";
            /** @description The WP_Error code, or `signature`, `not-offered`, `unreachable`; the HTTP status for `unhealthy`; the file (relative to the package) for `fatal`; empty when installed. */
            code: string;
            /** @description The first line of the error; empty when installed. */
            message: string;
            /**
             * Format: date-time
             * @description When it happened: an RFC 3339 instant (`2026-11-25T10:04:37Z`, an offset such as `+01:00` allowed; anything else is 400). Stored in UTC; a time more than 5 minutes ahead of the registry's clock is stored as the time the report arrived.
             */
            time: string;
        };
        SiteReports: {
            reports: components["schemas"]["SiteReport"][];
        };
        SiteReportsRecorded: {
            /** @description Reports recorded now. Not counted (and not stored): one already recorded, by its id; one older than the one recorded for the same package and version (a site keeps one per package and version); one about a package or version the registry does not hold. */
            recorded: number;
        };
        SiteEnrollment: {
            url: components["schemas"]["Url"];
            /** @description The site's Ed25519 public key, base64 of 32 bytes. */
            public_key: string;
        };
        /** @description What an enrollment answers the site; its ring and holds stay the operator's. */
        SiteEnrolled: {
            id: components["schemas"]["SiteId"];
            /** @description The URL as enrolled (normalized). */
            url: string;
            /**
             * @description `pending`: waiting for an operator's approval (`REGISTRY_SITES=approved`).
             * @enum {string}
             */
            state: "enrolled" | "pending";
        };
        /**
         * @description `enrolled`: the site has a key and may sign; `pending`: it has one and waits for an operator's approval; `unenrolled`: no key (unsigned checks only, or its key released).
         * @enum {string}
         */
        SiteState: "enrolled" | "pending" | "unenrolled";
        AuditList: {
            info: components["schemas"]["Info"];
            entries: components["schemas"]["AuditEntry"][];
        };
        /** @enum {string} */
        AuditType: "plugin" | "theme" | "site" | "key" | "webhook" | "advisory";
        /** @enum {string} */
        AuditAction: "plugin.upload" | "plugin.update" | "plugin.delete" | "plugin.version.update" | "plugin.version.rollout" | "plugin.version.delete" | "plugin.upload.refused" | "theme.upload" | "theme.update" | "theme.delete" | "theme.version.update" | "theme.version.rollout" | "theme.version.delete" | "theme.upload.refused" | "site.enroll" | "site.update" | "site.delete" | "key.create" | "key.revoke" | "webhook.create" | "webhook.update" | "webhook.delete" | "webhook.disable" | "advisory.create" | "advisory.update" | "advisory.import";
        /**
         * @description An ISO 8601 date (midnight UTC) or date and time with `Z` or an offset.
         * @example 2026-11-01
         * @example 2026-11-25T10:04:37.512Z
         */
        AuditTime: string;
        /** @description One change, as the registry recorded it. */
        AuditEntry: {
            /** @description Time-ordered: a later entry has a greater id. */
            id: string;
            /** @description ISO 8601 UTC with milliseconds. */
            time: string;
            action: components["schemas"]["AuditAction"];
            type: components["schemas"]["AuditType"];
            /** @description The package's slug; for a site its id, for a key its id, for an advisory its id (an import run: its source). */
            slug: string;
            /**
             * Format: uri
             * @description Site entries only: the site's URL when the change was made (a deleted site's too), so the trail names the site, not only its id. Absent in site entries older than the field.
             */
            url?: string;
            /** @description The version concerned, or null. */
            version: string | null;
            actor: components["schemas"]["AuditActor"];
            /** @description The registry's own id of the request (a UUID it assigns; the answer's `X-Request-Id` header and the request's log line carry it too), never one the client chose; null for the CLI. */
            request_id: string | null;
            /** @description The `X-Request-Id` the client sent (letters, digits, `_`, `.` and `-`, at most 128), kept as it said it; null when it sent none (or one of another form), and for the CLI. */
            client_request_id: string | null;
            /** @description Only the fields that changed, each as `[before, after]`. */
            changes: {
                [key: string]: unknown[];
            };
            /**
             * @description `*.upload.refused` entries only: why the upload was refused. `unsigned`: it carried no signature. `untrusted`: its signature verifies against none of `REGISTRY_SIGNING_KEYS` for this package, version and archive (made with another key, or with a trusted key over other bytes, another package or version: Ed25519 cannot tell these apart). A `signature` that is not base64 of 64 bytes is refused by validation, with no entry.
             * @enum {string}
             */
            reason?: "unsigned" | "untrusted";
            rollout?: components["schemas"]["InitialRollout"];
            evidence?: components["schemas"]["GateEvidence"];
            /** @description `*.upload` entries only: the id of the trusted key that verified the archive's signature (the first 16 hex of the SHA-256 of its 32 public-key bytes, as the start-up log names the keys); null when no key checked it (uploaded unsigned, or no `REGISTRY_SIGNING_KEYS`: a signature sent is then stored unchecked). */
            signing_key?: string | null;
        };
        /** @description A health gate's stop only (actor `{"gate": true}`): what the gate counted when it stopped the version, copied into the entry as it was. Later reports (or a site erasing its own) change neither the stop nor this. */
        GateEvidence: {
            counts: {
                /** @description Sites whose latest outcome for the version counted toward the gate. */
                sites: number;
                /** @description Of those, failed or refused installs. */
                failed: number;
                /** @description Of those, unhealthy or fatal. */
                unhealthy: number;
                /** @description Sites whose latest outcome for the version did not count (as the rollout's `sites.ignored`). */
                ignored: number;
            };
            /** @description The counting outcomes (at most 50), failed and unhealthy ones first, then newest first. */
            outcomes: {
                /** @description The site's id. */
                site: string;
                /** @description The report's id (unique per site). */
                report: string;
                /** @enum {string} */
                result: "installed" | "failed" | "refused" | "unhealthy" | "fatal";
                code: string;
                /** @description The report's time as stored (ISO 8601 UTC). */
                time: string;
            }[];
        };
        /** @description `*.upload` entries only: the rollout the version started with. */
        InitialRollout: {
            percent: number;
            rings: components["schemas"]["Ring"][];
            halted: boolean;
            withdrawn: boolean;
            /** @description The health gate the version started with (the upload's `rollout_gate`, else `REGISTRY_DEFAULT_GATE`), as `GET .../rollout` shows it; null when none. Absent in entries written before the trail kept it. */
            gate?: components["schemas"]["RolloutGate"] | null;
        };
        /** @description Who made the change: an API key (its id and name, never the key), a signed-in person, a CLI command (`keys`, `advisories`), or the registry itself (its health gate, webhook deliveries, the daily advisory import). */
        AuditActor: {
            user: components["schemas"]["SessionUser"];
        } | {
            key_id: string;
            key_name: string;
        } | {
            /** @enum {string} */
            cli: "keys" | "advisories";
        } | {
            /** @enum {boolean} */
            gate: true;
        } | {
            /** @enum {boolean} */
            webhooks: true;
        } | {
            /** @enum {string} */
            system: "advisory-feed";
        };
        RingList: {
            /** @description The rings sites are in, sorted by name. */
            rings: {
                name: components["schemas"]["Ring"];
                /** @description How many sites of the inventory are in the ring. */
                sites: number;
            }[];
        };
        SiteList: {
            info: components["schemas"]["Info"];
            sites: components["schemas"]["Site"][];
        };
        /** @description A site as its last update check described it. */
        Site: {
            id: components["schemas"]["SiteId"];
            state: components["schemas"]["SiteState"];
            /** @description The site's last recorded check was signed by its enrolled key; `false`: unsigned, anyone with a site key could have sent it. */
            verified: boolean;
            /** @description The site address it reported, normalized: lower-case host, no default port, no trailing slash. */
            url: string;
            ring: components["schemas"]["Ring"];
            holds: components["schemas"]["Holds"];
            /** @description WordPress version; empty when the site did not say. */
            wp_version: string;
            /** @description PHP version; empty when the site did not say. */
            php_version: string;
            /** @description Site locale; empty when the site did not say. */
            locale: string;
            last_seen: components["schemas"]["LastUpdated"];
            /** @description Plugins the site runs, by slug (`managed`: the registry's own). */
            plugins: components["schemas"]["SitePackage"][];
            /** @description Themes the site runs, by slug (`managed`: the registry's own). */
            themes: components["schemas"]["SitePackage"][];
        };
        /** @description A package the site runs. `managed` says whether the registry holds it now; a public one (`managed: false`, recorded under `REGISTRY_INVENTORY=all`) is never offered: `latest_version` and `offered_version` are null, `update` is false. `latest_version` is the registry's latest version; `offered_version` is what the site's next update check offers it under release control (its ring, its bucket, its holds, halted and withdrawn versions, its WordPress and PHP versions): it may be lower than `latest_version` (a release still staged), or lower than `version` (a rollback from a withdrawn version), and is null when nothing is offered (up to date, held, or no newer version reaches the site yet). */
        SitePackage: {
            slug: components["schemas"]["Slug"];
            /** @description The registry holds the package (decided when the site is listed); `false`: a public one, from WordPress.org or elsewhere. */
            managed: boolean;
            /**
             * @description What the site's latest report about this package says: `failed` (an install failed or was refused), `unhealthy` (the site went unhealthy, or had a fatal error in the package, after installing it), else `ok` (also when it sent none).
             * @enum {string}
             */
            status: "ok" | "failed" | "unhealthy";
            /** @description The latest report's message (`code: message`); empty when none. */
            status_message: string;
            /** @description When the latest report was made (ISO 8601 UTC); null when none. */
            status_time: string | null;
            /** @description The version the site runs. */
            version: string;
            /** @description The registry's latest version of the package; null when the registry does not hold it. */
            latest_version: string | null;
            /** @description The version the site's next update check offers, or null when it offers none. */
            offered_version: string | null;
            /** @description An offer is waiting: `offered_version` is not null. */
            update: boolean;
            /** @description `GET /sites/{id}` only: the advisories (not withdrawn) whose ranges hold `version`, by id. */
            advisories?: components["schemas"]["AdvisoryId"][];
        };
        AdvisoryId: string;
        /** @enum {string} */
        AdvisorySeverity: "low" | "medium" | "high" | "critical";
        /** @description A version as the package states it, compared as PHP's `version_compare` compares. */
        AdvisoryVersion: string;
        /** @description Versions from `introduced` (inclusive; `"0"`: every version) up to `fixed` (exclusive) or `last_affected` (inclusive), never both; neither: no fix yet, every later version is affected. */
        AdvisoryRange: {
            introduced: components["schemas"]["AdvisoryVersion"];
            fixed?: components["schemas"]["AdvisoryVersion"];
            last_affected?: components["schemas"]["AdvisoryVersion"];
        };
        AdvisoryAffected: {
            /** @enum {string} */
            type: "plugin" | "theme";
            /** @description The package's slug (an imported advisory's may name a package the registry does not hold). */
            slug: string;
            ranges: components["schemas"]["AdvisoryRange"][];
        };
        /** @description The CVSS vector and base score; null when the source gives none. */
        AdvisoryCvss: {
            vector: string;
            score: number;
        } | null;
        AdvisoryReference: {
            url: components["schemas"]["Url"];
        };
        /** @description A security advisory, in OSV's shape. */
        Advisory: {
            id: components["schemas"]["AdvisoryId"];
            /** @description Other ids of the same flaw (`CVE-…`). */
            aliases: string[];
            summary: string;
            /** @description Markdown. */
            details: string;
            severity: components["schemas"]["AdvisorySeverity"];
            cvss: components["schemas"]["AdvisoryCvss"];
            affected: components["schemas"]["AdvisoryAffected"][];
            references: components["schemas"]["AdvisoryReference"][];
            /** @description ISO 8601 UTC. */
            published: string;
            /** @description ISO 8601 UTC. */
            modified: string;
            /** @description When it was withdrawn (ISO 8601 UTC); null while it stands. */
            withdrawn: string | null;
            /** @enum {string} */
            source: "registry" | "wordfence" | "osv";
            /** @description The source's copyright text, to be shown with the advisory; null when none. */
            notice: string | null;
        };
        AdvisoryCreate: {
            aliases?: string[];
            summary: string;
            /** @description Markdown; default empty. */
            details?: string;
            severity: components["schemas"]["AdvisorySeverity"];
            cvss?: components["schemas"]["AdvisoryCvss"];
            affected: components["schemas"]["AdvisoryAffectedInput"][];
            references?: components["schemas"]["AdvisoryReference"][];
            /**
             * Format: date-time
             * @description Default: now.
             */
            published?: string;
        };
        AdvisoryAffectedInput: {
            /** @enum {string} */
            type: "plugin" | "theme";
            slug: components["schemas"]["Slug"];
            ranges: components["schemas"]["AdvisoryRange"][];
        };
        AdvisoryPatch: {
            aliases?: components["schemas"]["AdvisoryCreate"]["aliases"];
            summary?: components["schemas"]["AdvisoryCreate"]["summary"];
            details?: components["schemas"]["AdvisoryCreate"]["details"];
            severity?: components["schemas"]["AdvisorySeverity"];
            cvss?: components["schemas"]["AdvisoryCvss"];
            affected?: components["schemas"]["AdvisoryCreate"]["affected"];
            references?: components["schemas"]["AdvisoryCreate"]["references"];
            /** @description `true` withdraws the advisory, `false` restores it. */
            withdrawn?: boolean;
        };
        AdvisoryList: {
            info: components["schemas"]["Info"];
            advisories: components["schemas"]["Advisory"][];
        };
        AdvisoryExposure: {
            info: components["schemas"]["Info"];
            sites: {
                /** @description Sites running a version in one of its ranges. */
                exposed: number;
                /** @description The rest of `total`. */
                patched: number;
                /** @description Sites seen in the last 90 days running an affected package at any version. */
                total: number;
            };
            exposed: components["schemas"]["AdvisoryExposedSite"][];
        };
        AdvisoryExposureHistory: components["schemas"]["AdvisoryExposureDay"][];
        AdvisoryExposureDay: {
            day: components["schemas"]["DateOnly"];
            /** @description Sites running a version in one of its ranges that day. */
            exposed: number;
            /** @description The rest of `total`. */
            patched: number;
            /** @description Sites seen in the 90 days before running an affected package at any version. */
            total: number;
            /**
             * Format: date-time
             * @description Only on the last entry, today: the instant (RFC 3339, UTC) its counts were taken, when this answer was made. Today's stored count is not in the answer.
             */
            at?: string;
        };
        AdvisoryExposedSite: {
            site: components["schemas"]["SiteId"];
            url: string;
            /** @enum {string} */
            type: "plugin" | "theme";
            slug: string;
            /** @description The version the site runs. */
            version: string;
            /** @description The lowest version that fixes it; null when no fix exists. */
            fixed_in: string | null;
            /** @description The version the site's next update check is offered; null when none. */
            offered: string | null;
            /** @description The time of the site's check-in that recorded the version it runs (ISO 8601 UTC). */
            since: string;
        };
        UrgentUpdates: {
            /** @description Security releases of the registry's own packages that the site's next update check is offered. */
            packages: components["schemas"]["UrgentPackage"][];
            /** @description Packages the registry does not hold that the site runs at an exposed version with a fix, whatever `since`. */
            auto_update: components["schemas"]["UrgentAutoUpdate"][];
        };
        UrgentPackage: {
            /** @enum {string} */
            type: "plugin" | "theme";
            slug: string;
            /** @description The version the next update check offers. */
            version: string;
            advisory: components["schemas"]["AdvisoryId"];
        };
        UrgentAutoUpdate: {
            /** @enum {string} */
            type: "plugin" | "theme";
            slug: string;
            /** @description The lowest version that fixes the version the site runs. */
            fixed_in: string;
            advisory: components["schemas"]["AdvisoryId"];
        };
        WebhookId: string;
        /** @description Actions (`GET /audit`'s `action`), a prefix ending in `.*`, or `*`. */
        WebhookEvents: string[];
        /**
         * Format: uri
         * @description An absolute `https` URL (or `http` to a host `REGISTRY_WEBHOOK_ALLOW_HOSTS` names), without user or password.
         */
        WebhookUrl: string;
        WebhookDescription: string;
        /** @description Null while the endpoint receives deliveries; else when and why it was disabled. */
        WebhookDisabled: null | {
            /** @description ISO 8601 UTC with milliseconds. */
            time: string;
            reason: string;
        };
        Webhook: {
            id: components["schemas"]["WebhookId"];
            url: components["schemas"]["WebhookUrl"];
            events: components["schemas"]["WebhookEvents"];
            description: components["schemas"]["WebhookDescription"];
            /** @description ISO 8601 UTC with milliseconds. */
            created: string;
            disabled: components["schemas"]["WebhookDisabled"];
        };
        WebhookCreated: {
            id: components["schemas"]["WebhookId"];
            url: components["schemas"]["WebhookUrl"];
            events: components["schemas"]["WebhookEvents"];
            description: components["schemas"]["WebhookDescription"];
            created: string;
            disabled: components["schemas"]["WebhookDisabled"];
            /** @description Shown once: `whsec_` and the base64 of 32 random bytes. */
            secret: string;
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        WebhookCreate: {
            url: components["schemas"]["WebhookUrl"];
            events: components["schemas"]["WebhookEvents"];
            description?: components["schemas"]["WebhookDescription"];
        };
        WebhookPatch: {
            url?: components["schemas"]["WebhookUrl"];
            events?: components["schemas"]["WebhookEvents"];
            description?: components["schemas"]["WebhookDescription"];
            /**
             * @description `false` enables a disabled endpoint again.
             * @enum {boolean}
             */
            disabled?: false;
        };
        WebhookPublicKey: {
            /** @enum {string} */
            algorithm: "ed25519";
            /** @description Base64 of the 32-byte Ed25519 public key. */
            public_key: string;
        };
        WebhookDelivery: {
            /** @description The delivery's id (that of its event). */
            id: string;
            /** @description The audit entry's id, sent as `webhook-id`. */
            event: string;
            type: components["schemas"]["AuditAction"];
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            last_status: number | null;
            last_error: string | null;
            last_attempt: string | null;
            /** @description When the next attempt is due; null once delivered or failed. */
            next_attempt: string | null;
        };
        WebhookDeliveryList: {
            info: components["schemas"]["Info"];
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        /**
         * @description The slugs of the plugin's `Requires Plugins` header, read as WordPress 6.5 reads it: a
         *     comma-separated list, each item trimmed and kept only when it is a slug
         *     (`^[a-z0-9]+(-[a-z0-9]+)*$`, no versions), each once, sorted. WordPress's Dependencies
         *     screen names them; the must-use plugin answers `plugins_api` for those the registry holds.
         *     Empty for a plugin without the header, and for versions stored before it was read.
         * @example [
         *       "acme-core",
         *       "woocommerce"
         *     ]
         */
        RequiresPlugins: components["schemas"]["Slug"][];
        ComposerRoot: {
            /** @description Always empty; versions are under `metadata-url`. */
            packages: unknown[];
            /** @description Absolute, on the public base address: it also holds under a base URL with a path. */
            "metadata-url": string;
            "available-package-patterns": string[];
            "security-advisories": {
                /** @constant */
                metadata: true;
                /** Format: uri */
                "api-url": string;
            };
        };
        /**
         * @description `{vendor}-plugin/{slug}` or `{vendor}-theme/{slug}`.
         * @example registry-plugin/acme-forms
         */
        ComposerName: string;
        ComposerPackageFile: {
            /** @description One key, the name asked for. */
            packages: {
                [key: string]: components["schemas"]["ComposerVersion"][];
            };
            /** @description The package's advisories (for `composer audit` and `composer update`'s summary), each with what it affects. */
            "security-advisories": {
                advisoryId: string;
                affectedVersions: string;
            }[];
        };
        ComposerVersion: {
            name: components["schemas"]["ComposerName"];
            version: components["schemas"]["VersionString"];
            /**
             * @description Composer's reading of `version` (`1.2` is `1.2.0.0`).
             * @example 2.4.1.0
             */
            version_normalized: string;
            /** @enum {string} */
            type: "wordpress-plugin" | "wordpress-theme";
            /** @description The short description (a theme's Description). */
            description: string;
            /** @description A plugin's `Plugin URI`, else its `Author URI` (a theme's `Author URI`); empty when there is none. */
            homepage: string;
            /**
             * Format: date-time
             * @description The version's upload time.
             */
            time: string;
            dist: {
                /** @constant */
                type: "zip";
                /**
                 * Format: uri
                 * @description The stable address `{base}/composer/dist/{plugin|theme}/{slug}/{version}.zip`.
                 */
                url: string;
                /** @description SHA-1 of the archive. */
                shasum: string;
                /** @description SHA-256 of the archive. */
                reference: string;
            };
            /**
             * @example {
             *       "composer/installers": "^1.0 || ^2.0",
             *       "php": ">=7.4",
             *       "registry-plugin/acme-core": "*"
             *     }
             */
            require: {
                [key: string]: string;
            };
        };
        ComposerAdvisoryQuery: {
            packages: string[];
        };
        ComposerAdvisories: {
            advisories: {
                [key: string]: components["schemas"]["ComposerAdvisory"][];
            };
        };
        ComposerAdvisory: {
            /** @example withdrawn-acme-forms-2.4.1 */
            advisoryId: string;
            packageName: components["schemas"]["ComposerName"];
            /**
             * @description A Composer constraint, e.g. `>=1.0.0,<1.3.0` or `==2.4.1`.
             * @example ==2.4.1
             */
            affectedVersions: string;
            title: string;
            sources: {
                /** @constant */
                name: "extension-registry";
                remoteId: string;
            }[];
            /** @description UTC, `YYYY-MM-DD HH:MM:SS`. */
            reportedAt: string;
            cve: string | null;
            link: string | null;
            /** @enum {string|null} */
            severity: "low" | "medium" | "high" | "critical" | null;
        };
        /** @description A page of packages with their latest version's rollout (GET /packages/summary). */
        PackageSummaryList: {
            info: components["schemas"]["Info"];
            packages: components["schemas"]["PackageSummary"][];
        };
        /** @description A package, its latest version and that version's rollout. */
        PackageSummary: {
            /** @enum {string} */
            type: "plugin" | "theme";
            slug: components["schemas"]["Slug"];
            name: string;
            version: components["schemas"]["VersionString"];
            signed: components["schemas"]["Signed"];
            rollout: components["schemas"]["Rollout"];
        };
    };
    responses: {
        /** @description No such webhook endpoint (or delivery). */
        WebhookNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "error": 404,
                 *       "messages": {
                 *         "error": "Webhook not found."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No such advisory. */
        AdvisoryNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "error": 404,
                 *       "messages": {
                 *         "error": "Advisory not found."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request or the uploaded archive is invalid; the message says why. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 400,
                 *       "error": 400,
                 *       "messages": {
                 *         "error": "per_page: must be <= 100"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request is invalid, or the version is the latest and cannot be deleted. */
        LatestVersionRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 400,
                 *       "error": 400,
                 *       "messages": {
                 *         "error": "You cannot delete latest version. Please upload a new version or choose a previous version as latest."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The API key is missing, unknown or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 401,
                 *       "error": 401,
                 *       "messages": {
                 *         "error": "Missing API key."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The API key is missing, unknown or revoked; or the site's signature was refused (does not verify, a clock more than 5 minutes off, an id not enrolled); or the request is unsigned where only enrolled sites are answered. */
        SiteUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The API key lacks the scope or permission the operation needs, or the signing site waits for an operator's approval. */
        SiteForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The API key lacks the scope or permission the operation needs. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "error": 403,
                 *       "messages": {
                 *         "error": "This API key lacks the plugins:delete permission."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The download link was tampered with or has expired. */
        LinkRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "error": 403,
                 *       "messages": {
                 *         "error": "This download link is invalid or has expired."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No plugin has this slug. */
        PluginNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "error": 404,
                 *       "messages": {
                 *         "error": "Plugin not found."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No theme has this slug. */
        ThemeNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "error": 404,
                 *       "messages": {
                 *         "error": "Theme not found."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The inventory holds no site with this id. */
        SiteNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "error": 404,
                 *       "messages": {
                 *         "error": "Site not found."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The package or the version does not exist. */
        VersionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "error": 404,
                 *       "messages": {
                 *         "error": "Not Found"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description This version of the package already exists. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "error": 409,
                 *       "messages": {
                 *         "error": "Version 2.4.1 of acme-forms already exists."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The upload is larger than the configured maximum. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 413,
                 *       "error": 413,
                 *       "messages": {
                 *         "error": "The upload is larger than the limit of 104857600 bytes."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The JSON body is larger than 425 536 bytes, more than any valid body: 30 000 characters of release notes, each escaped as a surrogate pair (`\ud83d\ude00`, 12 bytes), plus 64 KiB for the other fields. */
        JsonTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 413,
                 *       "error": 413,
                 *       "messages": {
                 *         "error": "The JSON body is too large."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request body has a content type the operation does not take. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 415,
                 *       "error": 415,
                 *       "messages": {
                 *         "error": "Content-Type must be application/json."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Storage stayed busy past the retry budget; nothing was changed. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 503,
                 *       "error": 503,
                 *       "messages": {
                 *         "error": "Storage is busy; nothing was changed. Try again."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Sign-in is not configured (no `REGISTRY_OIDC_ISSUER`, no `REGISTRY_AUTH_APP_SERVICE`). */
        SignInNotConfigured: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "error": 404,
                 *       "messages": {
                 *         "error": "Sign-in is not configured on this registry; use an API key."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The identity provider did not answer (its discovery document or token endpoint). */
        IdentityProviderUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 503,
                 *       "error": 503,
                 *       "messages": {
                 *         "error": "The identity provider did not answer; try again."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No session cookie, or a session that ended (signed out, 30 minutes idle, 8 hours old). */
        SessionUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 401,
                 *       "error": 401,
                 *       "messages": {
                 *         "error": "Your session has ended; sign in again."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The API key (Basic password, Bearer token or `X-API-KEY`) is missing, unknown or revoked. Carries `WWW-Authenticate: Basic realm="Extension Registry"`. */
        ComposerUnauthorized: {
            headers: {
                "WWW-Authenticate"?: "Basic realm=\"Extension Registry\"";
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 401,
                 *       "error": 401,
                 *       "messages": {
                 *         "error": "Missing API key."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: {
        /**
         * @description The endpoint's id (`wh_` and 16 hex digits).
         * @example wh_2b1f0c9a7d4e6f8a
         */
        WebhookIdPath: components["schemas"]["WebhookId"];
        /**
         * @description The advisory's id: `REG-{year}-{n}` for the registry's own, the source's id for an imported one.
         * @example REG-2026-1
         */
        AdvisoryIdPath: components["schemas"]["AdvisoryId"];
        /**
         * @description An enrolled site's id; with `X-Site-Time` and `X-Site-Signature`, the request is signed by that site.
         * @example 4f2a9c0d17be63a5
         */
        SiteIdHeader: string;
        /**
         * @description When the site signed the request, in Unix seconds; refused when more than 300 s off.
         * @example 1795601077
         */
        SiteTimeHeader: string;
        /**
         * @description Base64 of the Ed25519 signature over `extension-registry-site-v1\n{METHOD}\n{path with query}\n{X-Site-Time}\n{sha256 of the body, lowercase hex}`.
         * @example 3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w==
         */
        SiteSignatureHeader: string;
        /**
         * @description The package slug, the name of the archive's top-level folder.
         * @example acme-forms
         */
        SlugPath: components["schemas"]["Slug"];
        /** @example 2.4.1 */
        VersionPath: components["schemas"]["VersionString"];
        /** @description Page number, from 1. A page past the end returns an empty array. */
        Page: number;
        /** @description Items per page. */
        PerPage: number;
        /**
         * @description How many UTC days to cover, today included.
         * @example 30
         */
        AdoptionDays: number;
        /** @description Case-insensitive match on name, slug and short description. */
        Search: string;
    };
    requestBodies: never;
    headers: {
        /** @description Entity tag of the archive. */
        ETag: string;
        /** @description Size in bytes. */
        ContentLength: number;
        /**
         * @description The last change of what the answer is built from (HTTP date).
         * @example Wed, 02 Dec 2026 10:04:37 GMT
         */
        LastModified: string;
        /** @description Answers differ per key, so caches shared between clients keep none. */
        ComposerCacheControl: "private" | "private, no-store";
        /** @example Authorization, X-API-KEY */
        ComposerVary: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Author": "Acme Digital",
                     *       "Author URI": "https://acme.example/"
                     *     }
                     */
                    "application/json": components["schemas"]["Author"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Storage is reachable. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Storage is not reachable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "error": 503,
                     *       "messages": {
                     *         "error": "Storage is not reachable."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadArchive: {
        parameters: {
            query: {
                /**
                 * @description Unix time (seconds) after which the link is refused.
                 * @example 1773480413
                 */
                expires: number;
                /**
                 * @description HMAC-SHA256 of the path and expiry, hex.
                 * @example 3f7a1c0e9b5d2a4f6e8c0b1d3a5f7e9c1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a
                 */
                signature: string;
            };
            header?: {
                /** @example bytes=0-1023 */
                Range?: string;
            };
            path: {
                kind: "plugins" | "themes";
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /**
                 * @description `{slug}-{version}-{checksum}.zip`
                 * @example acme-forms-2.4.1-5d41402abc4b2a76b9719d911017c592.zip
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole archive. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Content-Length": components["headers"]["ContentLength"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The requested byte range of the archive. */
            206: {
                headers: {
                    /** @example bytes 0-1023/48213 */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["LinkRefused"];
            404: components["responses"]["VersionNotFound"];
            /** @description The byte range lies outside the archive. */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 416,
                     *       "error": 416,
                     *       "messages": {
                     *         "error": "The requested range is not satisfiable."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPlaceholderImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: "default-icon.svg" | "default-banner.svg";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="32" fill="#e2e8f0"/></svg> */
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getThemeScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
                file: "screenshot.png" | "screenshot.gif" | "screenshot.jpg" | "screenshot.jpeg" | "screenshot.webp";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, as the archive holds it. */
            200: {
                headers: {
                    /** @example public, max-age=86400 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["VersionNotFound"];
        };
    };
    getOpenApiYaml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document, YAML. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example openapi: 3.1.0
                     *     info:
                     *       title: Extension Registry
                     *       version: 1.0.0
                     *     paths: {}
                     */
                    "application/yaml": string;
                };
            };
        };
    };
    getOpenApiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document, JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Extension Registry",
                     *         "version": "1.0.0"
                     *       },
                     *       "paths": {}
                     *     }
                     */
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
        };
    };
    getApiReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API reference page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><title>Extension Registry API reference</title><redoc spec-url="openapi.json"></redoc><script src="docs/redoc.standalone.js"></script> */
                    "text/html": string;
                };
            };
        };
    };
    getApiReferenceScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example /*! Redoc *\/ */
                    "text/javascript": string;
                };
            };
        };
    };
    getConsole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The console page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><title>Extension Registry console</title><div id="app"></div><script type="module" src="assets/console-3F2A9C0D.js"></script> */
                    "text/html": string;
                };
            };
            /** @description The console was not built (`npm install` builds it; `npm run build:console` alone). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "error": 404,
                     *       "messages": {
                     *         "error": "The console is not built; run npm run build:console."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getConsoleAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example console-3F2A9C0D.js */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example (()=>{})(); */
                    "text/javascript": string;
                    /** @example body{margin:0} */
                    "text/css": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No such file in the current build. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "error": 404,
                     *       "messages": {
                     *         "error": "Not Found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPlugins: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end returns an empty array. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Case-insensitive match on name, slug and short description. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plugins. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PluginList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPlugin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PluginUpload"];
            };
        };
        responses: {
            /** @description The plugin, as it is after the upload. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PluginListItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPlugin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plugin with its sections and versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plugin"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PluginNotFound"];
        };
    };
    deletePlugin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted plugin, as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PluginDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PluginNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    updatePlugin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "default_icon": "https://cdn.acme.example/acme-forms/icon-256x256.png",
                 *       "banner_low": "https://cdn.acme.example/acme-forms/banner-772x250.png",
                 *       "banner_high": "https://cdn.acme.example/acme-forms/banner-1544x500.png"
                 *     }
                 */
                "application/json": components["schemas"]["PluginPatch"];
            };
        };
        responses: {
            /** @description The plugin with its banners, sections and versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PluginUpdated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PluginNotFound"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    listPluginVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PluginVersionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PluginNotFound"];
        };
    };
    getPluginAdoption: {
        parameters: {
            query?: {
                /**
                 * @description How many UTC days to cover, today included.
                 * @example 30
                 */
                days?: components["parameters"]["AdoptionDays"];
            };
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per day with a snapshot, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Adoption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PluginNotFound"];
        };
    };
    getPluginVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PluginVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
        };
    };
    deletePluginVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted version, as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PluginVersion"];
                };
            };
            400: components["responses"]["LatestVersionRefused"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    updatePluginVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "release_notes": "Fixes the **date picker** on Safari.",
                 *       "latest": true
                 *     }
                 */
                "application/json": components["schemas"]["VersionPatch"];
            };
        };
        responses: {
            /** @description The version, as it is after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PluginVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPluginRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rollout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
        };
    };
    updatePluginRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutPatch"];
            };
        };
        responses: {
            /** @description The rollout, as it is after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollout"];
                };
            };
            /** @description A bad value (the message names the field), or the change would leave no version that is not withdrawn. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "error": 400,
                     *       "messages": {
                     *         "error": "Cannot withdraw the only version that is not withdrawn."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    listThemes: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end returns an empty array. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Case-insensitive match on name, slug and short description. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of themes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ThemeUpload"];
            };
        };
        responses: {
            /** @description The theme, as it is after the upload. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeListItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The theme with its sections and versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ThemeNotFound"];
        };
    };
    deleteTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted theme, as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeListItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ThemeNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "screenshot_url": "https://cdn.acme.example/acme-blocks/screenshot.png",
                 *       "preview_url": "https://demo.acme.example/acme-blocks/",
                 *       "homepage": ""
                 *     }
                 */
                "application/json": components["schemas"]["ThemePatch"];
            };
        };
        responses: {
            /** @description The theme with its sections and versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ThemeNotFound"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    listThemeVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeVersionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ThemeNotFound"];
        };
    };
    getThemeAdoption: {
        parameters: {
            query?: {
                /**
                 * @description How many UTC days to cover, today included.
                 * @example 30
                 */
                days?: components["parameters"]["AdoptionDays"];
            };
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per day with a snapshot, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Adoption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ThemeNotFound"];
        };
    };
    getThemeVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
        };
    };
    deleteThemeVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted version, as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeVersion"];
                };
            };
            400: components["responses"]["LatestVersionRefused"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateThemeVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "release_notes": "Adds a **dark** style variation.",
                 *       "latest": true
                 *     }
                 */
                "application/json": components["schemas"]["VersionPatch"];
            };
        };
        responses: {
            /** @description The version, as it is after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getThemeRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rollout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
        };
    };
    updateThemeRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /** @example 2.4.1 */
                version: components["parameters"]["VersionPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutPatch"];
            };
        };
        responses: {
            /** @description The rollout, as it is after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rollout"];
                };
            };
            /** @description A bad value (the message names the field), or the change would leave no version that is not withdrawn. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "error": 400,
                     *       "messages": {
                     *         "error": "Cannot withdraw the only version that is not withdrawn."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listPackageSummaries: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end returns an empty array. */
                page?: components["parameters"]["Page"];
                /** @description Packages per page. */
                per_page?: number;
                /**
                 * @description Only plugins, or only themes.
                 * @example plugin
                 */
                type?: "plugin" | "theme";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of packages with their latest version's rollout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageSummaryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end returns an empty array. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only entries about this kind of thing.
                 * @example plugin
                 */
                type?: components["schemas"]["AuditType"];
                /**
                 * @description Only entries about this package slug, site id or key id.
                 * @example acme-forms
                 */
                slug?: string;
                /**
                 * @description Only entries of this action.
                 * @example plugin.version.update
                 */
                action?: components["schemas"]["AuditAction"];
                /**
                 * @description Only entries at or after this time (ISO 8601 date or date and time).
                 * @example 2026-11-01
                 */
                since?: components["schemas"]["AuditTime"];
                /**
                 * @description Only entries before this time (ISO 8601 date or date and time).
                 * @example 2026-11-26T00:00:00Z
                 */
                until?: components["schemas"]["AuditTime"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listSites: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end returns an empty array. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Case-insensitive match on the site's URL.
                 * @example shop
                 */
                search?: string;
                /**
                 * @description Only sites that run this plugin. Not with `theme`.
                 * @example acme-forms
                 */
                plugin?: components["schemas"]["Slug"];
                /**
                 * @description Only sites that run this theme. Not with `plugin`.
                 * @example acme-blocks
                 */
                theme?: components["schemas"]["Slug"];
                /**
                 * @description With `plugin` or `theme`, only sites that run that package at this version.
                 * @example 1.0.0
                 */
                version?: string;
                /**
                 * @description Only sites in this ring (assigned, else declared, else `production`).
                 * @example canary
                 */
                ring?: components["schemas"]["Ring"];
                /**
                 * @description With `plugin` or `theme`, only sites whose status for that package is this (see `status` on the site's packages).
                 * @example failed
                 */
                status?: "ok" | "failed" | "unhealthy";
                /**
                 * @description Only sites in this enrollment state (`pending`, the sites waiting for an operator's approval).
                 * @example pending
                 */
                state?: components["schemas"]["SiteState"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    listRings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rings in use, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RingList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    enrollSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteEnrollment"];
            };
        };
        responses: {
            /** @description The site is enrolled (`enrolled`), or waits for an operator's approval (`pending`). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteEnrolled"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The key lacks `sites:enroll`, or its allowance does not cover this URL, or it has expired. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is enrolled already, or its key was released and this key is not bound to it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "error": 409,
                     *       "messages": {
                     *         "error": "This site is already enrolled; release its key with PATCH /sites/4f2a9c0d17be63a5 {\"key\": null}."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The site's id (`GET /sites`), the first 16 hex digits of the SHA-256 of its normalized URL.
                 * @example 4f2a9c0d17be63a5
                 */
                id: components["schemas"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["SiteNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The site's id (`GET /sites`), the first 16 hex digits of the SHA-256 of its normalized URL.
                 * @example 4f2a9c0d17be63a5
                 */
                id: components["schemas"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site, as it was before it was removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["SiteNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The site's id (`GET /sites`), the first 16 hex digits of the SHA-256 of its normalized URL.
                 * @example 4f2a9c0d17be63a5
                 */
                id: components["schemas"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SitePatch"];
            };
        };
        responses: {
            /** @description The site, as it is after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["SiteNotFound"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    reportOutcomes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An enrolled site's id; with `X-Site-Time` and `X-Site-Signature`, the request is signed by that site.
                 * @example 4f2a9c0d17be63a5
                 */
                "X-Site-Id"?: components["parameters"]["SiteIdHeader"];
                /**
                 * @description When the site signed the request, in Unix seconds; refused when more than 300 s off.
                 * @example 1795601077
                 */
                "X-Site-Time"?: components["parameters"]["SiteTimeHeader"];
                /**
                 * @description Base64 of the Ed25519 signature over `extension-registry-site-v1\n{METHOD}\n{path with query}\n{X-Site-Time}\n{sha256 of the body, lowercase hex}`.
                 * @example 3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w==
                 */
                "X-Site-Signature"?: components["parameters"]["SiteSignatureHeader"];
            };
            path: {
                /**
                 * @description The reporting site's id; it must be the one that signs the request.
                 * @example 4f2a9c0d17be63a5
                 */
                id: components["schemas"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteReports"];
            };
        };
        responses: {
            /** @description The reports are recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "recorded": 2
                     *     }
                     */
                    "application/json": components["schemas"]["SiteReportsRecorded"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SiteUnauthorized"];
            403: components["responses"]["SiteForbidden"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUrgentUpdates: {
        parameters: {
            query?: {
                /**
                 * @description An ISO 8601 instant (`2026-12-03T11:00:00Z`): only the security releases whose advisory was published or modified after it. Not an instant: 400.
                 * @example 2026-12-03T11:00:00Z
                 */
                since?: string;
            };
            header?: {
                /**
                 * @description An enrolled site's id; with `X-Site-Time` and `X-Site-Signature`, the request is signed by that site.
                 * @example 4f2a9c0d17be63a5
                 */
                "X-Site-Id"?: components["parameters"]["SiteIdHeader"];
                /**
                 * @description When the site signed the request, in Unix seconds; refused when more than 300 s off.
                 * @example 1795601077
                 */
                "X-Site-Time"?: components["parameters"]["SiteTimeHeader"];
                /**
                 * @description Base64 of the Ed25519 signature over `extension-registry-site-v1\n{METHOD}\n{path with query}\n{X-Site-Time}\n{sha256 of the body, lowercase hex}`.
                 * @example 3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w==
                 */
                "X-Site-Signature"?: components["parameters"]["SiteSignatureHeader"];
            };
            path: {
                /**
                 * @description The asking site's id; it must be the one that signs the request.
                 * @example 4f2a9c0d17be63a5
                 */
                id: components["schemas"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The security releases offered to the site, and the public packages to update automatically. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UrgentUpdates"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SiteUnauthorized"];
            403: components["responses"]["SiteForbidden"];
            404: components["responses"]["SiteNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    checkUpdates: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An enrolled site's id; with `X-Site-Time` and `X-Site-Signature`, the request is signed by that site.
                 * @example 4f2a9c0d17be63a5
                 */
                "X-Site-Id"?: components["parameters"]["SiteIdHeader"];
                /**
                 * @description When the site signed the request, in Unix seconds; refused when more than 300 s off.
                 * @example 1795601077
                 */
                "X-Site-Time"?: components["parameters"]["SiteTimeHeader"];
                /**
                 * @description Base64 of the Ed25519 signature over `extension-registry-site-v1\n{METHOD}\n{path with query}\n{X-Site-Time}\n{sha256 of the body, lowercase hex}`.
                 * @example 3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w==
                 */
                "X-Site-Signature"?: components["parameters"]["SiteSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCheckRequest"];
            };
        };
        responses: {
            /** @description The updates on offer, and the registry's packages that are up to date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateCheckResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SiteUnauthorized"];
            403: components["responses"]["SiteForbidden"];
            /** @description The check is signed with a key enrolled for another URL (a copied database, a moved site). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "error": 409,
                     *       "messages": {
                     *         "error": "This site's key is enrolled for https://shop.acme.example; enroll again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The JSON body is larger than 4 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "error": 413,
                     *       "messages": {
                     *         "error": "The JSON body is too large."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSignInMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sign_in": "oidc"
                     *     }
                     */
                    "application/json": components["schemas"]["SignInMethod"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On to the identity provider. */
            303: {
                headers: {
                    /**
                     * @description The identity provider's authorization URL.
                     * @example https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/oauth2/v2.0/authorize?client_id=registry&response_type=code&scope=openid%20profile%20email&code_challenge_method=S256
                     */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["SignInNotConfigured"];
            503: components["responses"]["IdentityProviderUnavailable"];
        };
    };
    signInCallback: {
        parameters: {
            query?: {
                /**
                 * @description The authorization code.
                 * @example SplxlOBeZQQYbYS6WxSbIA
                 */
                code?: string;
                /**
                 * @description The state sent at sign-in.
                 * @example af0ifjsldkj
                 */
                state?: string;
                /**
                 * @description The issuer (RFC 9207).
                 * @example https://login.example/
                 */
                iss?: string;
                /**
                 * @description Sent by some providers; unused.
                 * @example 0a1b2c
                 */
                session_state?: string;
                /**
                 * @description The identity provider refused (e.g. `access_denied`).
                 * @example access_denied
                 */
                error?: string;
                /**
                 * @description Its words for why.
                 * @example The user cancelled.
                 */
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in; on to the console. Sets `__Host-registry-session`. */
            303: {
                headers: {
                    /**
                     * @description The console.
                     * @example /console
                     */
                    Location?: string;
                    /**
                     * @description The session cookie.
                     * @example __Host-registry-session=Jm0KcXl2b1ZqcE9vT3h6RmRkS2x1bWJ5c3NQZ2Z3eA; Max-Age=28800; Path=/; HttpOnly; Secure; SameSite=Strict
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No sign-in in progress in this browser, a state that does not match, or the identity provider refused the code or answered an ID token that does not verify. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "error": 400,
                     *       "messages": {
                     *         "error": "No sign-in is in progress in this browser (or it took over 10 minutes); sign in again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The person holds none of the registry's roles. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "error": 403,
                     *       "messages": {
                     *         "error": "You have none of the registry's roles (registry.viewer, registry.operator, registry.admin); ask your identity provider's administrator to assign you one."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["SignInNotConfigured"];
            503: components["responses"]["IdentityProviderUnavailable"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "sub": "00u1a2b3c4d5e6f7g8h9",
                     *         "name": "Ada Lovelace",
                     *         "email": "ada@acme.example"
                     *       },
                     *       "role": "registry.operator",
                     *       "scopes": [
                     *         "plugins:read",
                     *         "plugins:update",
                     *         "themes:read",
                     *         "themes:update",
                     *         "sites:read",
                     *         "sites:update",
                     *         "audit:read"
                     *       ],
                     *       "expires": "2026-12-02T18:04:37.512Z",
                     *       "via": "oidc"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            401: components["responses"]["SessionUnauthorized"];
            404: components["responses"]["SignInNotConfigured"];
        };
    };
    getPresentedKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, as it is stored (its hash and value are never answered). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f2a9c0d17be63a5",
                     *       "name": "ops-laptop",
                     *       "scopes": [
                     *         "plugins:read",
                     *         "plugins:update",
                     *         "themes:read",
                     *         "themes:update",
                     *         "sites:read",
                     *         "sites:update",
                     *         "audit:read"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PresentedKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signed_out": true
                     *     }
                     */
                    "application/json": components["schemas"]["SignedOut"];
                };
            };
            401: components["responses"]["SessionUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["SignInNotConfigured"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhooks": [
                     *         {
                     *           "id": "wh_2b1f0c9a7d4e6f8a",
                     *           "url": "https://hooks.example.com/registry",
                     *           "events": [
                     *             "plugin.version.rollout",
                     *             "advisory.*"
                     *           ],
                     *           "description": "Incidents channel",
                     *           "created": "2026-11-25T10:04:37.512Z",
                     *           "disabled": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/registry",
                 *       "events": [
                 *         "plugin.version.rollout",
                 *         "plugin.upload"
                 *       ],
                 *       "description": "Incidents channel"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookCreate"];
            };
        };
        responses: {
            /** @description The endpoint, with its secret (shown this once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2b1f0c9a7d4e6f8a",
                     *       "url": "https://hooks.example.com/registry",
                     *       "events": [
                     *         "plugin.version.rollout",
                     *         "plugin.upload"
                     *       ],
                     *       "description": "Incidents channel",
                     *       "created": "2026-11-25T10:04:37.512Z",
                     *       "disabled": null,
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWebhookPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "algorithm": "ed25519",
                     *       "public_key": "11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo="
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookPublicKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The endpoint's id (`wh_` and 16 hex digits).
                 * @example wh_2b1f0c9a7d4e6f8a
                 */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2b1f0c9a7d4e6f8a",
                     *       "url": "https://hooks.example.com/registry",
                     *       "events": [
                     *         "plugin.version.rollout"
                     *       ],
                     *       "description": "",
                     *       "created": "2026-11-25T10:04:37.512Z",
                     *       "disabled": {
                     *         "time": "2026-11-30T10:04:37.512Z",
                     *         "reason": "The endpoint answered 410 Gone."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The endpoint's id (`wh_` and 16 hex digits).
                 * @example wh_2b1f0c9a7d4e6f8a
                 */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2b1f0c9a7d4e6f8a",
                     *       "url": "https://hooks.example.com/registry",
                     *       "events": [
                     *         "plugin.version.rollout"
                     *       ],
                     *       "description": "",
                     *       "created": "2026-11-25T10:04:37.512Z",
                     *       "disabled": null
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The endpoint's id (`wh_` and 16 hex digits).
                 * @example wh_2b1f0c9a7d4e6f8a
                 */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "plugin.*"
                 *       ],
                 *       "disabled": false
                 *     }
                 */
                "application/json": components["schemas"]["WebhookPatch"];
            };
        };
        responses: {
            /** @description The endpoint after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2b1f0c9a7d4e6f8a",
                     *       "url": "https://hooks.example.com/registry",
                     *       "events": [
                     *         "plugin.*"
                     *       ],
                     *       "description": "",
                     *       "created": "2026-11-25T10:04:37.512Z",
                     *       "disabled": null
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end returns an empty array. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                /**
                 * @description The endpoint's id (`wh_` and 16 hex digits).
                 * @example wh_2b1f0c9a7d4e6f8a
                 */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "info": {
                     *         "page": 1,
                     *         "pages": 1,
                     *         "results": 1
                     *       },
                     *       "deliveries": [
                     *         {
                     *           "id": "1764671077512-9f3a01bc",
                     *           "event": "1764671077512-9f3a01bc",
                     *           "type": "plugin.version.rollout",
                     *           "status": "pending",
                     *           "attempts": 1,
                     *           "last_status": 503,
                     *           "last_error": "The endpoint answered 503.",
                     *           "last_attempt": "2026-11-25T10:04:38.001Z",
                     *           "next_attempt": "2026-11-25T10:04:43.120Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The endpoint's id (`wh_` and 16 hex digits).
                 * @example wh_2b1f0c9a7d4e6f8a
                 */
                id: components["parameters"]["WebhookIdPath"];
                /**
                 * @description The delivery's id (`GET /webhooks/{id}/deliveries`).
                 * @example 1764671077512-9f3a01bc
                 */
                delivery: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery after the attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1764671077512-9f3a01bc",
                     *       "event": "1764671077512-9f3a01bc",
                     *       "type": "plugin.upload",
                     *       "status": "delivered",
                     *       "attempts": 2,
                     *       "last_status": 200,
                     *       "last_error": null,
                     *       "last_attempt": "2026-11-25T10:05:00.000Z",
                     *       "next_attempt": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAdvisories: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end returns an empty array. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only advisories affecting a plugin or theme of this slug.
                 * @example acme-forms
                 */
                slug?: components["schemas"]["Slug"];
                /** @example high */
                severity?: components["schemas"]["AdvisorySeverity"];
                /**
                 * @description `true`: only advisories exposing at least one site.
                 * @example true
                 */
                exposed?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of advisories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "info": {
                     *         "page": 1,
                     *         "pages": 1,
                     *         "results": 1
                     *       },
                     *       "advisories": [
                     *         {
                     *           "id": "REG-2026-1",
                     *           "aliases": [
                     *             "CVE-2026-41234"
                     *           ],
                     *           "summary": "Stored XSS in the form builder",
                     *           "details": "A contributor can store script in a form label. Update to **2.4.1**.",
                     *           "severity": "high",
                     *           "cvss": {
                     *             "vector": "CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N",
                     *             "score": 5.4
                     *           },
                     *           "affected": [
                     *             {
                     *               "type": "plugin",
                     *               "slug": "acme-forms",
                     *               "ranges": [
                     *                 {
                     *                   "introduced": "2.0.0",
                     *                   "fixed": "2.4.1"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "references": [
                     *             {
                     *               "url": "https://acme.example/security/forms-2-4-1"
                     *             }
                     *           ],
                     *           "published": "2026-12-02T09:30:00.000Z",
                     *           "modified": "2026-12-02T09:30:00.000Z",
                     *           "withdrawn": null,
                     *           "source": "registry",
                     *           "notice": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdvisoryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["Unavailable"];
        };
    };
    createAdvisory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "aliases": [
                 *         "CVE-2026-41234"
                 *       ],
                 *       "summary": "Stored XSS in the form builder",
                 *       "details": "A contributor can store script in a form label. Update to **2.4.1**.",
                 *       "severity": "high",
                 *       "cvss": {
                 *         "vector": "CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N",
                 *         "score": 5.4
                 *       },
                 *       "affected": [
                 *         {
                 *           "type": "plugin",
                 *           "slug": "acme-forms",
                 *           "ranges": [
                 *             {
                 *               "introduced": "2.0.0",
                 *               "fixed": "2.4.1"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "references": [
                 *         {
                 *           "url": "https://acme.example/security/forms-2-4-1"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdvisoryCreate"];
            };
        };
        responses: {
            /** @description The advisory as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "REG-2026-1",
                     *       "aliases": [
                     *         "CVE-2026-41234"
                     *       ],
                     *       "summary": "Stored XSS in the form builder",
                     *       "details": "A contributor can store script in a form label. Update to **2.4.1**.",
                     *       "severity": "high",
                     *       "cvss": {
                     *         "vector": "CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N",
                     *         "score": 5.4
                     *       },
                     *       "affected": [
                     *         {
                     *           "type": "plugin",
                     *           "slug": "acme-forms",
                     *           "ranges": [
                     *             {
                     *               "introduced": "2.0.0",
                     *               "fixed": "2.4.1"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "references": [
                     *         {
                     *           "url": "https://acme.example/security/forms-2-4-1"
                     *         }
                     *       ],
                     *       "published": "2026-12-02T09:30:00.000Z",
                     *       "modified": "2026-12-02T09:30:00.000Z",
                     *       "withdrawn": null,
                     *       "source": "registry",
                     *       "notice": null
                     *     }
                     */
                    "application/json": components["schemas"]["Advisory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdvisory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The advisory's id: `REG-{year}-{n}` for the registry's own, the source's id for an imported one.
                 * @example REG-2026-1
                 */
                id: components["parameters"]["AdvisoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The advisory. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "REG-2026-1",
                     *       "aliases": [
                     *         "CVE-2026-41234"
                     *       ],
                     *       "summary": "Stored XSS in the form builder",
                     *       "details": "A contributor can store script in a form label. Update to **2.4.1**.",
                     *       "severity": "high",
                     *       "cvss": {
                     *         "vector": "CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N",
                     *         "score": 5.4
                     *       },
                     *       "affected": [
                     *         {
                     *           "type": "plugin",
                     *           "slug": "acme-forms",
                     *           "ranges": [
                     *             {
                     *               "introduced": "2.0.0",
                     *               "fixed": "2.4.1"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "references": [
                     *         {
                     *           "url": "https://acme.example/security/forms-2-4-1"
                     *         }
                     *       ],
                     *       "published": "2026-12-02T09:30:00.000Z",
                     *       "modified": "2026-12-02T09:30:00.000Z",
                     *       "withdrawn": null,
                     *       "source": "registry",
                     *       "notice": null
                     *     }
                     */
                    "application/json": components["schemas"]["Advisory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AdvisoryNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateAdvisory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The advisory's id: `REG-{year}-{n}` for the registry's own, the source's id for an imported one.
                 * @example REG-2026-1
                 */
                id: components["parameters"]["AdvisoryIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvisoryPatch"];
            };
        };
        responses: {
            /** @description The advisory after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "REG-2026-1",
                     *       "aliases": [
                     *         "CVE-2026-41234"
                     *       ],
                     *       "summary": "Stored XSS in the form builder",
                     *       "details": "A contributor can store script in a form label. Update to **2.4.1**.",
                     *       "severity": "high",
                     *       "cvss": {
                     *         "vector": "CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N",
                     *         "score": 5.4
                     *       },
                     *       "affected": [
                     *         {
                     *           "type": "plugin",
                     *           "slug": "acme-forms",
                     *           "ranges": [
                     *             {
                     *               "introduced": "2.0.0",
                     *               "fixed": "2.4.1"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "references": [
                     *         {
                     *           "url": "https://acme.example/security/forms-2-4-1"
                     *         }
                     *       ],
                     *       "published": "2026-12-02T09:30:00.000Z",
                     *       "modified": "2026-12-02T09:30:00.000Z",
                     *       "withdrawn": null,
                     *       "source": "registry",
                     *       "notice": null
                     *     }
                     */
                    "application/json": components["schemas"]["Advisory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AdvisoryNotFound"];
            413: components["responses"]["JsonTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdvisoryExposure: {
        parameters: {
            query?: {
                /** @description Page number, from 1. A page past the end returns an empty array. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                /**
                 * @description The advisory's id: `REG-{year}-{n}` for the registry's own, the source's id for an imported one.
                 * @example REG-2026-1
                 */
                id: components["parameters"]["AdvisoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The advisory's exposure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "info": {
                     *         "page": 1,
                     *         "pages": 1,
                     *         "results": 1
                     *       },
                     *       "sites": {
                     *         "exposed": 1,
                     *         "patched": 11,
                     *         "total": 12
                     *       },
                     *       "exposed": [
                     *         {
                     *           "site": "4f2a9c0d17be63a5",
                     *           "url": "https://shop.acme.example",
                     *           "type": "plugin",
                     *           "slug": "acme-forms",
                     *           "version": "2.4.0",
                     *           "fixed_in": "2.4.1",
                     *           "offered": "2.4.1",
                     *           "since": "2026-12-03T08:14:22.104Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdvisoryExposure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AdvisoryNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAdvisoryExposureHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The advisory's id: `REG-{year}-{n}` for the registry's own, the source's id for an imported one.
                 * @example REG-2026-1
                 */
                id: components["parameters"]["AdvisoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per day with a count, oldest first, then today. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "day": "2026-12-01",
                     *         "exposed": 9,
                     *         "patched": 3,
                     *         "total": 12
                     *       },
                     *       {
                     *         "day": "2026-12-02",
                     *         "exposed": 4,
                     *         "patched": 8,
                     *         "total": 12
                     *       },
                     *       {
                     *         "day": "2026-12-03",
                     *         "exposed": 1,
                     *         "patched": 11,
                     *         "total": 12,
                     *         "at": "2026-12-03T09:30:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["AdvisoryExposureHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AdvisoryNotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP registry_update_checks_total Update checks answered.
                     *     # TYPE registry_update_checks_total counter
                     *     registry_update_checks_total 42
                     */
                    "text/plain": string;
                };
            };
            /** @description No bearer token, or another one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 401,
                     *       "error": 401,
                     *       "messages": {
                     *         "error": "Missing or wrong metrics token."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Metrics are off (no `REGISTRY_METRICS_TOKEN`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "error": 404,
                     *       "messages": {
                     *         "error": "Not Found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getComposerRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The root file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["ComposerCacheControl"];
                    Vary: components["headers"]["ComposerVary"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "packages": [],
                     *       "metadata-url": "https://registry.acme.example/composer/p2/%package%.json",
                     *       "available-package-patterns": [
                     *         "registry-plugin/*",
                     *         "registry-theme/*"
                     *       ],
                     *       "security-advisories": {
                     *         "metadata": true,
                     *         "api-url": "https://registry.acme.example/composer/api/security-advisories"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ComposerRoot"];
                };
            };
            401: components["responses"]["ComposerUnauthorized"];
        };
    };
    getComposerPackage: {
        parameters: {
            query?: never;
            header?: {
                /** @example Wed, 02 Dec 2026 10:04:37 GMT */
                "If-Modified-Since"?: string;
            };
            path: {
                /**
                 * @description `{vendor}-plugin` or `{vendor}-theme`.
                 * @example registry-plugin
                 */
                vendor: string;
                /**
                 * @description `{slug}.json`, or `{slug}~dev.json` for development versions (always empty).
                 * @example acme-forms.json
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions this key may install (none for a name the registry does not hold). */
            200: {
                headers: {
                    "Last-Modified": components["headers"]["LastModified"];
                    "Cache-Control": components["headers"]["ComposerCacheControl"];
                    Vary: components["headers"]["ComposerVary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComposerPackageFile"];
                };
            };
            /** @description Not changed since `If-Modified-Since`. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["ComposerUnauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The vendor is not one of the registry's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "error": 404,
                     *       "messages": {
                     *         "error": "This Composer repository holds registry-plugin/* and registry-theme/* only."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getComposerDist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "plugin" | "theme";
                /**
                 * @description The package slug, the name of the archive's top-level folder.
                 * @example acme-forms
                 */
                slug: components["parameters"]["SlugPath"];
                /**
                 * @description `{version}.zip`, the version as stored.
                 * @example 2.4.1.zip
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive is at the signed link in `Location`. */
            302: {
                headers: {
                    /** @example https://registry.acme.example/downloads/plugins/acme-forms/acme-forms-2.4.1-5d41402abc4b2a76b9719d911017c592.zip?expires=1773480413&signature=3f7a1c0e9b5d2a4f6e8c0b1d3a5f7e9c1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a */
                    Location?: string;
                    "Cache-Control": components["headers"]["ComposerCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["ComposerUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["VersionNotFound"];
        };
    };
    listComposerAdvisoriesSince: {
        parameters: {
            query: {
                /** @example 1764633600 */
                updatedSince: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The advisories, by package name. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["ComposerCacheControl"];
                    Vary: components["headers"]["ComposerVary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComposerAdvisories"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["ComposerUnauthorized"];
        };
    };
    listComposerAdvisories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "packages": [
                 *         "registry-plugin/acme-forms",
                 *         "registry-theme/acme-blocks"
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ComposerAdvisoryQuery"];
            };
        };
        responses: {
            /** @description The advisories, by package name. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["ComposerCacheControl"];
                    Vary: components["headers"]["ComposerVary"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComposerAdvisories"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["ComposerUnauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}
