<?php
/**
 * Plugin Name:       Extension Registry
 * Description:       Installs and updates this organization's plugins and themes from its extension registry, through WordPress's own Updates, Plugins and Themes screens.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 *
 * Connect your WordPress sites
 * ============================
 * 1. Create a key on the registry for the site (scopes plugins:read, themes:read, sites:enroll),
 *    bound to its address (it enrolls that site and no other):
 *      npm run keys -- create --name shop --scope plugins:read,themes:read,sites:enroll --site-url https://shop.example.com
 * 2. Copy this one file into wp-content/mu-plugins/ (create the folder if needed; must-use
 *    plugins need no activation).
 * 3. Add two lines to wp-config.php, above "That's all, stop editing!":
 *      define( 'EXTENSION_REGISTRY_URL', 'https://registry.example.com' );
 *      define( 'EXTENSION_REGISTRY_KEY', 'rk_...' ); // plugins:read, themes:read, sites:enroll
 *    Optionally, the ring the site joins for staged releases (lower-case words joined by hyphens;
 *    a ring the registry assigns to the site wins):
 *      define( 'EXTENSION_REGISTRY_RING', 'canary' );
 *    Optionally, the public keys of your CI's signing keys (comma-separated; signed releases):
 *      define( 'EXTENSION_REGISTRY_SIGNING_KEYS', '3bTv...=' );
 *    The site then installs a registry update only when its archive is signed by one of them:
 *    anything else ("Extension Registry: acme-forms 1.2.0 is not signed by a trusted key; not
 *    installed.") is deleted before WordPress unpacks it, and the site keeps what it runs.
 *
 * What to expect: whenever WordPress checks for updates, this plugin asks the registry (one
 * POST /update-check per check) which of the installed plugins and themes it holds and which
 * newer versions suit this site's WordPress and PHP. Dashboard > Updates, the Plugins and Themes
 * screens, bulk updates and auto-updates then offer and install them like WordPress.org
 * packages, and "View details" shows the registry's description and changelog. Packages the
 * registry holds (and plugins whose "Update URI" header points at the registry) are never sent
 * to, nor updated from, WordPress.org, so a public plugin with the same slug cannot replace a
 * private one. WordPress keeps an update answer up to 12 hours: just before each download this
 * plugin asks the registry again about that one package and installs only what is still offered
 * (with the fresh download link of that answer), so a release halted, withdrawn or held since is
 * refused ("Extension Registry: acme-forms 1.2.0 is no longer offered to this site.") and the
 * update lists are refreshed. A withdrawn release is replaced by the registry's rollback offer,
 * which WordPress's automatic updater installs without a click. While this plugin itself asks
 * the registry or downloads one of its links (and while the upgrader fetches such a link), that
 * one address is let through WordPress's checks for private addresses and unusual ports, so a
 * registry on an internal network works; no other request on the site is let through, and no
 * address is remembered. A site that cannot reach api.wordpress.org still gets the registry's
 * updates.
 *
 * Security releases within the hour: an hourly WP-Cron event asks the registry (signed, GET
 * /sites/{id}/urgent?since=...) which security releases it now offers this site. When it names
 * one installed here, WordPress checks for updates at once and its automatic updater installs
 * the release (offered with "autoupdate", so no click and no auto-update setting is needed).
 * For public plugins and themes the site runs at an exposed version whose fix is on
 * WordPress.org, the auto_update_plugin and auto_update_theme filters answer true, so WordPress
 * installs that fix at its next automatic update. A registry that cannot be reached changes
 * nothing; the next hour asks again.
 *
 * What the registry answers is checked field by field before WordPress stores or prints it
 * (WordPress prints an update's version raw on Dashboard > Updates and the Themes screen): an
 * offer whose new_version is not a version is dropped, with one error_log line per answer;
 * links, icons and banners must be http(s) addresses, requires/tested/requires_php versions,
 * texts are kept as plain text; any other field, or one that fails its check, is left out.
 * "View details" gets the same treatment.
 *
 * The site's own key: at its first check the plugin makes an Ed25519 key pair (sodium), keeps
 * the secret in an option that is not autoloaded, enrolls the public key with the registry
 * (POST /sites/enroll) and signs every later request with it, so the registry's inventory, rings
 * and holds belong to this site alone. A database cloned to another URL, or a changed home URL,
 * enrolls as a site of its own; a key an operator released enrolls again by itself. A registry
 * from before enrollment is asked unsigned, as before.
 *
 * What the site tells the registry after an update (enrolled sites only, signed): one outcome
 * per attempt to update a managed package, by any path (one update, bulk, automatic, the
 * rollback): installed; failed, with WordPress's error code (a download that failed, an archive
 * it could not unpack: incompatible_archive); or refused by this plugin's own checks (signature,
 * not-offered, unreachable, or the check's code). Right after an install it asks its own home
 * page and wp-login.php once, as a visitor would: a 5xx or WordPress's fatal-error page is
 * reported as unhealthy with the HTTP status. The probe's requests run the installed files as
 * they are on disk, also after an update run outside the web server (WP-CLI, a system cron's
 * `php wp-cron.php`), whose opcode cache WordPress cannot clear from there. For 24 hours after an
 * install, a PHP fatal error in a file of that package is reported once per file (fatal: the file
 * relative to the package, the error's first line with the site's own folders taken out).
 * Nothing else: no content, no users, no other plugin's names. Reports go out right after the
 * upgrader finishes (POST /sites/{id}/reports, 5 s); what the registry did not take is kept (the
 * newest 100) and goes with the next update check. Dashboard > Updates shows when the registry
 * refused the site (401 or 403: a revoked key) and which managed updates were refused, until
 * they install.
 *
 * How to check it works: Dashboard > Updates > Check again. A newer version uploaded to the
 * registry is listed. If the registry cannot be reached, the site keeps working, no registry
 * update is offered and one line starting with "Extension Registry:" is written to the PHP error
 * log for each check. Without the two constants the plugin does nothing but show administrators
 * a notice saying so.
 *
 * Threat model: docs/signed-releases.md of the registry ("How the site decides what to trust",
 * "What it protects against, and what not"). In short, trust is decided from what the site
 * itself knows, never from the answer, and anything that cannot be established stops the
 * upgrade with a message and one error_log line, the installed files untouched.
 *
 * Building: this file is built from wordpress/src/ by `npm run build:plugin` (edit the parts,
 * not this file); `npm run check:plugin` (run by CI) fails when it is stale.
 *
 * @package ExtensionRegistry
 */

defined( 'ABSPATH' ) || exit;
