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
 * 1. Create a key on the registry for the site (scopes plugins:read, themes:read, sites:enroll):
 *      npm run keys -- create --name shop.example.com --scope plugins:read --scope themes:read --scope sites:enroll
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
 * which WordPress's automatic updater installs without a click. Only the registry's own address, and the addresses of the
 * download links it hands out, are let through WordPress's checks for private addresses and
 * unusual ports, so a registry on an internal network works. A site that cannot reach
 * api.wordpress.org still gets the registry's updates.
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
 * Threat model (signed releases; docs/signed-releases.md says it at length)
 * ===========================================================================
 * Who: someone who controls what this site hears from the registry: the registry itself, its
 * storage, a download link, or the network between them. Not someone who can run code on this
 * site (a plugin, wp-config.php): that one can do anything anyway.
 * Rule: trust is decided from what the site itself knows, never from the answer.
 * - Which packages are managed: a plugin or theme whose "Update URI" names the registry's host,
 *   and every slug the registry ever answered for or installed here (kept in the database; an
 *   answer that leaves one out does not hand it back to WordPress.org, and none is ever sent
 *   there).
 * - What is being replaced: the plugin file or theme the upgrader names (its hook_extra) and
 *   the version its installed header says, never the offer's names.
 * - What may replace it, with EXTENSION_REGISTRY_SIGNING_KEYS: the version the kept offer names,
 *   still offered when the registry is asked again just before the download, in an archive
 *   whose SHA-384 and Ed25519 signature verify for this package and that version against one of
 *   the site's keys, holding exactly one folder named after the slug, whose main file's header
 *   carries that version. Whatever another plugin's download callback handed on is checked the
 *   same way.
 * - An offer for something that is not installed is ignored, and no update of another package
 *   may land in a managed package's folder.
 * Anything that cannot be established stops the upgrade with a message and one error_log line;
 * the installed files are untouched. Nothing falls through to an unchecked install.
 * - Reports leave the site, nothing is taken from them: the probe asks only the site's own home
 *   page and login page, and what the site reports (package, versions, codes, an error's first
 *   line) is decided here; a registry cannot ask for more.
 * What the attacker can still do: withhold updates (answer nothing, or fail), offer an older
 * release CI signed for the same package (the rollback path, also installed automatically when
 * offered with autoupdate), show false details in "View details", keep a managed slug from
 * WordPress.org by once answering for it, and make the site fetch the download links it names
 * (which are installed only when signed). Without EXTENSION_REGISTRY_SIGNING_KEYS the site
 * trusts the registry's archives; the checks of names, versions and folders still hold.
 *
 * @package ExtensionRegistry
 */

defined( 'ABSPATH' ) || exit;

/**
 * The registry client: every hook this plugin adds lives here.
 */
final class Extension_Registry_Client {

	/** Seconds a registry request may take (WordPress's own checks allow 3 to 30). */
	const TIMEOUT = 10;

	/** Option, not autoloaded: the site's enrolled identity (id, the home URL enrolled, the secret key). */
	const IDENTITY_OPTION = 'extension_registry_site_identity';

	/** Transient: the home URL whose enrollment the registry refused lately (sent unsigned meanwhile). */
	const ENROLL_PAUSE = 'extension_registry_enroll_pause';

	/** The first line of the message a site's request signature covers. */
	const SITE_SIGNATURE_CONTEXT = 'extension-registry-site-v1';

	/** Network option: which packages the registry manages and where its links point. */
	const OPTION = 'extension_registry_managed';

	/** At most this many download-link addresses are remembered as allowed. */
	const MAX_LINK_ADDRESSES = 20;

	/** A ring name as the registry accepts it. */
	const RING_PATTERN = '/^(?=.{1,40}$)[a-z0-9]+(-[a-z0-9]+)*$/';

	/** Seconds a package download may take, as WordPress's own downloads allow. */
	const DOWNLOAD_TIMEOUT = 300;

	/** A version an offer may name: what a signature can cover and a message can show. */
	const VERSION_PATTERN = '/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/';

	/** At most this many slugs of each kind are remembered as managed. */
	const MAX_REMEMBERED = 1000;

	/** The first line of the message a release signature covers (the registry's signed-releases format). */
	const SIGNATURE_CONTEXT = 'extension-registry-signature-v1';

	/** Option, not autoloaded: outcomes not yet received by the registry (at most MAX_REPORTS, the newest). */
	const REPORTS_OPTION = 'extension_registry_reports';

	/** Option, not autoloaded: managed packages installed in the last FATAL_WINDOW seconds, for fatal errors. */
	const INSTALLS_OPTION = 'extension_registry_installs';

	/** Option: the registry's last refusal of the site, and managed updates refused since (Dashboard > Updates). */
	const REFUSALS_OPTION = 'extension_registry_refusals';

	/** At most this many reports are kept and sent at once (the registry's limit per request). */
	const MAX_REPORTS = 100;

	/** Seconds sending reports may take: they go out right after an upgrade, while the administrator waits. */
	const REPORT_TIMEOUT = 5;

	/** Seconds each loopback probe may take (WordPress's Site Health allows 10). */
	const PROBE_TIMEOUT = 10;

	/** The probe under way: a hash of its token, until when it holds, the packages it checks. */
	const PROBE_OPTION = 'extension_registry_probe';

	/** Seconds after an install during which a fatal error in the package's files is reported. */
	const FATAL_WINDOW = DAY_IN_SECONDS;

	/** At most this many installs, refused updates and fatal files per install are remembered. */
	const MAX_REMEMBERED_OUTCOMES = 20;

	/** The registry's base URL without a trailing slash. @var string */
	private $url;

	/** The read-only API key. @var string */
	private $key;

	/**
	 * Answers of POST /update-check in this PHP request, by the hash of what was asked: WordPress
	 * retries its check once over plain HTTP, and both the retry and the final merge reuse the
	 * answer rather than asking again. A failed check is kept as `false`.
	 *
	 * @var array<string, array|false>
	 */
	private $answers = array();

	/** The answer of the check under way (null: no check in this PHP request yet). @var array|false|null */
	private $current = null;

	/**
	 * Updates the download gate let through in this PHP request, "{kind}:{key}" => version: the
	 * check of the unpacked archive compares its header with that version, and refuses an update
	 * of a managed package that never passed the gate.
	 *
	 * @var array<string, string>
	 */
	private $passed = array();

	/**
	 * The managed update under way: what update_target() found, with `from` (the installed
	 * version) and `to` (the version offered); null when none. Closed by one outcome.
	 *
	 * @var array|null
	 */
	private $attempt = null;

	/** The last WP_Error made while the attempt was under way: the failure WordPress gives no hook for (unpacking). @var array|null */
	private $last_error = null;

	/** Packages installed since the last loopback probe (attempts). @var array[] */
	private $unprobed = array();

	/** Whether this PHP request added reports that were not sent yet. @var bool */
	private $unsent = false;

	/** The packages the probe answered by this PHP request checks (`kind`, `key`, `slug`). @var array[] */
	private static $probed = array();

	/**
	 * Hooks the plugin into WordPress, or only the admin notice when it is not configured.
	 */
	public static function boot() {
		$url = defined( 'EXTENSION_REGISTRY_URL' ) ? (string) constant( 'EXTENSION_REGISTRY_URL' ) : '';
		$key = defined( 'EXTENSION_REGISTRY_KEY' ) ? (string) constant( 'EXTENSION_REGISTRY_KEY' ) : '';
		if ( '' === $url || '' === $key || ! self::endpoint_of( $url ) ) {
			add_action( 'admin_notices', array( __CLASS__, 'not_configured_notice' ) );
			add_action( 'network_admin_notices', array( __CLASS__, 'not_configured_notice' ) );
			return;
		}
		$client = new self( $url, $key );
		$client->hook();
		self::refresh_probed_packages();
		if ( defined( 'EXTENSION_REGISTRY_SIGNING_KEYS' ) ) {
			$keys = self::signing_keys();
			if ( $keys['malformed'] || ! $keys['keys'] ) {
				add_action( 'admin_notices', array( __CLASS__, 'bad_signing_keys_notice' ) );
				add_action( 'network_admin_notices', array( __CLASS__, 'bad_signing_keys_notice' ) );
			}
		}
		if ( null === self::ring() && defined( 'EXTENSION_REGISTRY_RING' ) ) {
			add_action( 'admin_notices', array( __CLASS__, 'bad_ring_notice' ) );
			add_action( 'network_admin_notices', array( __CLASS__, 'bad_ring_notice' ) );
		}
	}

	/**
	 * Tells administrators that EXTENSION_REGISTRY_RING is not a ring name (the site then declares none).
	 */
	public static function bad_ring_notice() {
		if ( ! current_user_can( 'update_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p>%s</p></div>',
			esc_html__( 'Extension Registry: EXTENSION_REGISTRY_RING must be a ring name (lower-case letters and digits, words joined by hyphens, at most 40 characters); until it is, this site declares no ring.', 'extension-registry' )
		);
	}

	/**
	 * Tells administrators that EXTENSION_REGISTRY_SIGNING_KEYS lists something that is not a key.
	 */
	public static function bad_signing_keys_notice() {
		if ( ! current_user_can( 'update_plugins' ) ) {
			return;
		}
		$keys = self::signing_keys();
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: %d: how many entries are not keys. */
					__( 'Extension Registry: EXTENSION_REGISTRY_SIGNING_KEYS must list public keys (base64 of 32 bytes, as "registry-publish keygen" prints them), separated by commas; %d of its entries are not. Registry updates are checked against the others; with none, every registry update is refused.', 'extension-registry' ),
					count( $keys['malformed'] )
				)
			)
		);
	}

	/**
	 * The public keys EXTENSION_REGISTRY_SIGNING_KEYS lists, raw, and the entries that are not keys.
	 *
	 * @return array{keys: string[], malformed: string[]}
	 */
	private static function signing_keys() {
		$listed = defined( 'EXTENSION_REGISTRY_SIGNING_KEYS' ) ? constant( 'EXTENSION_REGISTRY_SIGNING_KEYS' ) : '';
		$result = array(
			'keys'      => array(),
			'malformed' => array(),
		);
		foreach ( explode( ',', is_string( $listed ) ? $listed : '' ) as $entry ) {
			$entry = trim( $entry );
			if ( '' === $entry ) {
				continue;
			}
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- keys are written in base64, as WordPress's own wp_trusted_keys().
			$raw = base64_decode( $entry, true );
			// sodium throws on a key that is not 32 bytes: such an entry never reaches it.
			if ( false !== $raw && 32 === strlen( $raw ) ) {
				$result['keys'][] = $raw;
			} else {
				$result['malformed'][] = $entry;
			}
		}
		return $result;
	}

	/**
	 * @return string|null The ring EXTENSION_REGISTRY_RING declares, or null when it is absent or not a ring name.
	 */
	private static function ring() {
		$ring = defined( 'EXTENSION_REGISTRY_RING' ) ? constant( 'EXTENSION_REGISTRY_RING' ) : null;
		return is_string( $ring ) && preg_match( self::RING_PATTERN, $ring ) ? $ring : null;
	}

	/**
	 * Tells administrators that the registry is not connected, and how to connect it.
	 */
	public static function not_configured_notice() {
		if ( ! current_user_can( 'update_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p>%s</p></div>',
			esc_html__( 'Extension Registry is not connected: add EXTENSION_REGISTRY_URL (the registry\'s http or https address) and EXTENSION_REGISTRY_KEY (a key with plugins:read, themes:read and sites:enroll) to wp-config.php. Until then this site gets no updates from the registry.', 'extension-registry' )
		);
	}

	/**
	 * @param string $url The registry's address.
	 * @param string $key The read-only API key.
	 */
	private function __construct( $url, $key ) {
		$this->url = untrailingslashit( $url );
		$this->key = $key;
	}

	/**
	 * Adds the filters. Each says in its own comment why it is there.
	 */
	private function hook() {
		add_filter( 'http_request_args', array( $this, 'filter_org_request' ), 10, 2 );
		add_action( 'http_api_debug', array( $this, 'keep_updates_without_org' ), 10, 5 );
		add_filter( 'pre_set_site_transient_update_plugins', array( $this, 'merge_plugin_updates' ) );
		add_filter( 'pre_set_site_transient_update_themes', array( $this, 'merge_theme_updates' ) );
		add_filter( 'plugins_api', array( $this, 'plugin_information' ), 10, 3 );
		add_filter( 'themes_api', array( $this, 'theme_information' ), 10, 3 );
		// Last: whatever the other callbacks hand on is what gets checked.
		add_filter( 'upgrader_pre_download', array( $this, 'guard_download' ), PHP_INT_MAX, 4 );
		add_filter( 'upgrader_package_options', array( $this, 'stay_last' ), PHP_INT_MAX );
		add_filter( 'upgrader_source_selection', array( $this, 'check_unpacked' ), PHP_INT_MAX, 4 );
		add_filter( 'http_request_host_is_external', array( $this, 'allow_registry_host' ), 10, 3 );
		add_filter( 'http_allowed_safe_ports', array( $this, 'allow_registry_port' ), 10, 3 );
		// Outcomes. WordPress 6.1 has no hook for a failed unpack: the WP_Error it makes is heard here.
		add_action( 'wp_error_added', array( $this, 'note_error' ), 10, 2 );
		add_filter( 'upgrader_install_package_result', array( $this, 'note_install_result' ), PHP_INT_MAX, 2 );
		add_action( 'upgrader_process_complete', array( $this, 'report_outcomes' ), PHP_INT_MAX, 0 );
		add_action( 'automatic_updates_complete', array( $this, 'report_outcomes' ), PHP_INT_MAX, 0 );
		/*
		 * Fatal errors, as WordPress 6.1 handles them (tried, test/wordpress/outcomes.wp.ts): its
		 * fatal-error handler is a shutdown function registered before any plugin loads, ahead of
		 * the 'shutdown' action. Its own error page applies wp_php_error_message, then calls
		 * wp_die() with 'exit' => false, so the 'shutdown' action still runs after it; when output
		 * had begun it shows no page and 'shutdown' alone sees the error. The filter notes the error
		 * first for wp_die handlers that end the request anyway. A php-error.php drop-in or recovery
		 * mode's redirect that exits ends the request before both: such an error is not reported.
		 */
		add_filter( 'wp_php_error_message', array( $this, 'note_fatal_page' ), 10, 2 );
		add_action( 'shutdown', array( $this, 'at_shutdown' ), PHP_INT_MAX, 0 );
		add_action( 'core_upgrade_preamble', array( $this, 'refusals_notice' ) );
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * The update check.
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * WordPress is about to ask api.wordpress.org for updates: ask the registry first (once per
	 * check), then take the packages it manages out of what WordPress.org is told.
	 *
	 * @param array  $args The request's arguments.
	 * @param string $url  The request's address.
	 * @return array
	 */
	public function filter_org_request( $args, $url ) {
		$kind = self::org_update_check_kind( $url );
		if ( null === $kind || ! isset( $args['body'] ) || ! is_array( $args['body'] ) || ! isset( $args['body'][ $kind ] ) ) {
			return $args;
		}
		$this->current = $this->update_check();
		$sent          = json_decode( (string) $args['body'][ $kind ], true );
		if ( ! is_array( $sent ) ) {
			return $args;
		}
		if ( 'plugins' === $kind ) {
			$managed = $this->managed_plugin_files( isset( $sent['plugins'] ) && is_array( $sent['plugins'] ) ? $sent['plugins'] : array() );
			foreach ( $managed as $file ) {
				unset( $sent['plugins'][ $file ] );
			}
			if ( isset( $sent['active'] ) && is_array( $sent['active'] ) ) {
				$sent['active'] = array_values( array_diff( $sent['active'], $managed ) );
			}
			$sent['plugins'] = (object) $sent['plugins']; // Stays a JSON object when emptied.
		} else {
			$managed = $this->managed_themes( isset( $sent['themes'] ) && is_array( $sent['themes'] ) ? $sent['themes'] : array() );
			foreach ( $managed as $stylesheet ) {
				unset( $sent['themes'][ $stylesheet ] );
			}
			if ( isset( $sent['active'] ) && in_array( $sent['active'], $managed, true ) ) {
				$sent['active'] = '';
			}
			$sent['themes'] = (object) $sent['themes'];
		}
		$args['body'][ $kind ] = wp_json_encode( $sent );
		// The installed translations are keyed by slug: those would name the managed packages too.
		$slugs        = 'plugins' === $kind ? array_map( array( __CLASS__, 'plugin_slug' ), $managed ) : $managed;
		$translations = isset( $args['body']['translations'] ) ? json_decode( (string) $args['body']['translations'], true ) : null;
		if ( is_array( $translations ) ) {
			$args['body']['translations'] = wp_json_encode( array_diff_key( $translations, array_flip( $slugs ) ) );
		}
		return $args;
	}

	/**
	 * WordPress ends its check without storing anything when api.wordpress.org cannot be reached
	 * (a site without internet access). The registry's answer is stored all the same: the update
	 * answer WordPress kept is saved again, and merge_updates() puts the registry's entries in.
	 *
	 * @param array|WP_Error $response The response.
	 * @param string         $context  'response'.
	 * @param string         $class    The transport.
	 * @param array          $args     The request's arguments.
	 * @param string         $url      The request's address.
	 */
	public function keep_updates_without_org( $response, $context, $class, $args, $url ) {
		$kind = self::org_update_check_kind( $url );
		if ( null === $kind || ! is_array( $this->current ) ) {
			return;
		}
		if ( ! is_wp_error( $response ) && 200 === (int) wp_remote_retrieve_response_code( $response ) ) {
			return;
		}
		$kept = get_site_transient( 'update_' . $kind );
		$kept = is_object( $kept ) ? $kept : (object) array( 'last_checked' => time() );
		foreach ( array( 'response', 'no_update', 'translations' ) as $field ) {
			if ( ! isset( $kept->$field ) || ! is_array( $kept->$field ) ) {
				$kept->$field = array(); // The fields WordPress's own answers always have.
			}
		}
		set_site_transient( 'update_' . $kind, $kept );
	}

	/**
	 * Merges the registry's answer into the plugin updates WordPress is about to store.
	 *
	 * @param mixed $value The transient's new value.
	 * @return mixed
	 */
	public function merge_plugin_updates( $value ) {
		return $this->merge_updates( $value, 'plugins' );
	}

	/**
	 * Merges the registry's answer into the theme updates WordPress is about to store.
	 *
	 * @param mixed $value The transient's new value.
	 * @return mixed
	 */
	public function merge_theme_updates( $value ) {
		return $this->merge_updates( $value, 'themes' );
	}

	/**
	 * WordPress.org's answer never speaks for a managed package: its entries and translations
	 * for them are dropped, so a public package with the same slug cannot replace a private one.
	 * Managed packages get the registry's entry instead, or none when the registry did not
	 * answer (no registry update is offered then).
	 *
	 * @param mixed  $value The transient's new value.
	 * @param string $kind  'plugins' or 'themes'.
	 * @return mixed
	 */
	private function merge_updates( $value, $kind ) {
		if ( null === $this->current || ! is_object( $value ) ) {
			return $value; // Not the end of a check made in this PHP request.
		}
		$answer  = is_array( $this->current ) ? $this->current : array();
		$managed = 'plugins' === $kind ? $this->managed_plugin_files( self::installed_plugins() ) : $this->managed_themes( self::installed_themes() );
		$slugs   = 'plugins' === $kind ? array_map( array( __CLASS__, 'plugin_slug' ), $managed ) : $managed;
		$installed = 'plugins' === $kind ? self::installed_plugins() : self::installed_themes();
		$ignored   = array();
		foreach ( array( 'response' => array( $kind ), 'no_update' => array( 'no_update', $kind ) ) as $field => $path ) {
			$entries = isset( $value->$field ) && is_array( $value->$field ) ? array_diff_key( $value->$field, array_flip( $managed ) ) : array();
			foreach ( self::dig( $answer, $path ) as $key => $entry ) {
				$key = (string) $key;
				if ( ! isset( $installed[ $key ] ) ) {
					// An offer for something not installed could only ever replace another folder.
					$ignored[] = $key;
					continue;
				}
				if ( ! is_array( $entry ) ) {
					continue;
				}
				unset( $entry['translations'], $entry['compatibility'] );
				// The upgraders act on these fields (the automatic updater on `plugin`/`theme`): the site's own names.
				if ( 'plugins' === $kind ) {
					$entry['plugin'] = $key;
					$entry['slug']   = self::plugin_slug( $key );
				} else {
					$entry['theme'] = $key;
				}
				// WordPress keeps plugin entries as objects and theme entries as arrays.
				$entries[ $key ] = 'plugins' === $kind ? (object) $entry : $entry;
			}
			$value->$field = $entries;
		}
		if ( $ignored ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a refused offer must reach the server's log, once per check.
			error_log( self::clean( sprintf( 'Extension Registry: the registry offered %s, which is not installed here; the offer was ignored and nothing was installed.', implode( ', ', array_slice( array_unique( $ignored ), 0, 5 ) ) ), 500 ) );
		}
		if ( isset( $value->translations ) && is_array( $value->translations ) ) {
			$value->translations = array_values(
				array_filter(
					$value->translations,
					static function ( $translation ) use ( $slugs ) {
						$translation = (array) $translation;
						return ! ( isset( $translation['slug'] ) && in_array( $translation['slug'], $slugs, true ) );
					}
				)
			);
		}
		return $value;
	}

	/**
	 * POST /update-check with every installed plugin and theme, once per distinct question in
	 * this PHP request. Remembers which packages the registry manages for later requests.
	 *
	 * @return array|false The answer, or false when the registry could not answer.
	 */
	private function update_check() {
		$body = array(
			'site'    => self::site_fields(),
			// Objects, so that no package installed encodes as {} and not [].
			'plugins' => (object) self::installed_plugins(),
			'themes'  => (object) self::installed_themes(),
		);
		$hash = md5( (string) wp_json_encode( $body ) );
		if ( isset( $this->answers[ $hash ] ) ) {
			return $this->answers[ $hash ];
		}
		// Outcomes POST /sites/{id}/reports did not deliver go with the check (not part of the question).
		$reports = self::pending_reports();
		if ( $reports ) {
			$body['reports'] = $reports;
		}
		$answer = $this->request( 'POST', '/update-check', $body );
		if ( is_array( $answer ) ) {
			self::forget_reports( $reports );
			$this->remember_answer( $answer );
		} else {
			$answer = false;
		}
		$this->answers[ $hash ] = $answer;
		return $answer;
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * "View details": plugins_api and themes_api.
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * Answers "View details" for a managed plugin from GET /plugins/{slug}.
	 *
	 * @param false|object|array $result The answer so far.
	 * @param string             $action The API action.
	 * @param object             $args   The request's arguments.
	 * @return false|object|array|WP_Error
	 */
	public function plugin_information( $result, $action, $args ) {
		if ( 'plugin_information' !== $action || ! is_object( $args ) || empty( $args->slug ) ) {
			return $result;
		}
		$slug = (string) $args->slug;
		if ( ! in_array( $slug, $this->managed_plugin_slugs(), true ) ) {
			return $this->dependency_information( $result, $slug );
		}
		return $this->package_information( 'plugins', $slug );
	}

	/**
	 * Answers "Theme details" for a managed theme from GET /themes/{slug}.
	 *
	 * @param false|object|array $result The answer so far.
	 * @param string             $action The API action.
	 * @param object             $args   The request's arguments.
	 * @return false|object|array|WP_Error
	 */
	public function theme_information( $result, $action, $args ) {
		if ( 'theme_information' !== $action || ! is_object( $args ) || empty( $args->slug ) ) {
			return $result;
		}
		$slug = (string) $args->slug;
		if ( ! in_array( $slug, $this->managed_themes( self::installed_themes() ), true ) ) {
			return $result;
		}
		return $this->package_information( 'themes', $slug );
	}

	/**
	 * GET /plugins/{slug} or /themes/{slug}, shaped as WordPress.org's answer is decoded: an
	 * object whose fields are arrays. A managed slug never falls back to WordPress.org.
	 *
	 * @param string $kind 'plugins' or 'themes'.
	 * @param string $slug The slug.
	 * @return object|WP_Error
	 */
	private function package_information( $kind, $slug ) {
		$record = $this->request( 'GET', '/' . $kind . '/' . rawurlencode( $slug ) );
		if ( ! is_array( $record ) ) {
			return new WP_Error( 'extension_registry_unavailable', __( 'The extension registry could not be reached. Please try again later.', 'extension-registry' ) );
		}
		if ( isset( $record['download_link'] ) && is_string( $record['download_link'] ) ) {
			$this->remember_link_addresses( array( $record['download_link'] ) );
		}
		return (object) $record;
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Dependencies: the plugins managed plugins require (`Requires Plugins`).
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * Answers plugins_api for a plugin that an installed managed plugin requires, when the
	 * registry holds it, so that WordPress's Dependencies screen (6.5+) names it and installs it
	 * from the registry. A dependency the registry does not hold (404) is left to WordPress.org;
	 * an unreachable registry answers an error rather than letting a public plugin of that name
	 * stand in for a private one.
	 *
	 * @param false|object|array $result The answer so far.
	 * @param string             $slug   The slug WordPress asks about.
	 * @return false|object|array|WP_Error
	 */
	private function dependency_information( $result, $slug ) {
		if ( ! in_array( $slug, $this->managed_dependencies(), true ) ) {
			return $result;
		}
		$identity = $this->identity();
		$response = is_wp_error( $identity ) ? $identity : $this->send( 'GET', '/plugins/' . rawurlencode( $slug ), '', $identity );
		if ( ! is_wp_error( $response ) && 404 === (int) wp_remote_retrieve_response_code( $response ) ) {
			return $result;
		}
		return $this->package_information( 'plugins', $slug );
	}

	/**
	 * The slugs that installed managed plugins require, read as WordPress 6.5 reads the
	 * `Requires Plugins` header (comma-separated, trimmed, slugs only), less the managed ones.
	 *
	 * @return string[]
	 */
	private function managed_dependencies() {
		$managed  = $this->managed_plugin_slugs();
		$required = array();
		foreach ( array_keys( self::installed_plugins() ) as $file ) {
			if ( ! in_array( self::plugin_slug( (string) $file ), $managed, true ) ) {
				continue;
			}
			$headers = get_file_data( WP_PLUGIN_DIR . '/' . $file, array( 'RequiresPlugins' => 'Requires Plugins' ) );
			foreach ( explode( ',', (string) $headers['RequiresPlugins'] ) as $item ) {
				$item = trim( $item );
				if ( 1 === preg_match( '/^[a-z0-9]+(-[a-z0-9]+)*$/', $item ) ) {
					$required[] = $item;
				}
			}
		}
		return array_values( array_unique( array_diff( $required, $managed ) ) );
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Downloads: the gate every managed update passes, whatever the offer says.
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * The last word on every update download (PHP_INT_MAX on upgrader_pre_download). What is
	 * being replaced comes from the upgrader's own hook_extra and the installed headers, never
	 * from the offer:
	 * - an update naming a plugin or theme that is not installed is refused when it comes from
	 *   the registry (a managed slug, or a link to the registry's addresses);
	 * - a managed package is installed only at the version the kept offer names (none: refused),
	 *   when the registry, asked again just before (`record: false`), still offers that same
	 *   version (WordPress keeps an answer up to 12 hours: a halt, a withdrawal, a hold, a newer
	 *   upload or a rollback since then stops it), from the fresh link of that answer, and with
	 *   EXTENSION_REGISTRY_SIGNING_KEYS only when the file's SHA-384 and signature verify for
	 *   this package and version.
	 * The re-check runs whatever the earlier callbacks returned (a file another plugin already
	 * downloaded is checked, not trusted). A refusal is a WP_Error here (the upgrade stops
	 * cleanly; WordPress fails on one from upgrader_package_options), a message through the
	 * upgrader and one error_log line; the installed files are untouched.
	 *
	 * @param false|string|WP_Error $reply      What the earlier callbacks answered; false: nothing yet.
	 * @param string                $package    The link kept in the update answer.
	 * @param WP_Upgrader           $upgrader   The upgrader.
	 * @param array                 $hook_extra Which plugin or theme is being upgraded.
	 * @return false|string|WP_Error
	 */
	public function guard_download( $reply, $package, $upgrader, $hook_extra = array() ) {
		$this->end_attempt();
		$target = self::update_target( $hook_extra );
		if ( null === $target ) {
			return $reply; // A new install: WordPress never lets one replace an existing folder.
		}
		$installed = self::installed_headers( $target );
		if ( null === $installed ) {
			if ( $this->is_managed_slug( $target ) || $this->is_allowed_endpoint( (string) $package ) ) {
				return $this->refuse(
					$reply,
					$package,
					'extension_registry_not_installed',
					/* translators: 1: plugin file or theme folder, 2: "plugin" or "theme". */
					sprintf( __( 'Extension Registry: the update offered for %1$s names a %2$s that is not installed here; nothing was installed.', 'extension-registry' ), $target['key'], $target['type'] )
				);
			}
			return $reply;
		}
		if ( ! $this->is_managed( $target, $installed ) ) {
			return $reply;
		}
		$version = self::offered_version( self::kept_offer( $target ) );
		// One outcome per attempt (end_attempt() above closed the one before).
		$this->attempt = $target + array(
			'from' => self::dig_string( $installed, 'Version' ),
			'to'   => $version,
		);
		if ( is_wp_error( $reply ) ) {
			$this->attempt_result( $reply );
			return $reply;
		}
		if ( '' === $version ) {
			return $this->refuse(
				$reply,
				$package,
				'extension_registry_no_version',
				/* translators: %s: plugin or theme slug. */
				sprintf( __( 'Extension Registry: the update offered for %s names no version; not installed.', 'extension-registry' ), $target['slug'] )
			);
		}
		$target['version'] = $version;
		$offer             = $this->still_offered( $target, $installed );
		if ( is_wp_error( $offer ) ) {
			return $this->refuse( $reply, $package, $offer->get_error_code(), $offer->get_error_message(), (string) $offer->get_error_data() );
		}
		$file = is_string( $reply ) && '' !== $reply && is_file( $reply ) ? $reply : $this->download( $offer['package'], $upgrader, $target );
		if ( is_wp_error( $file ) ) {
			$this->attempt_result( $file );
			return $file;
		}
		if ( defined( 'EXTENSION_REGISTRY_SIGNING_KEYS' ) ) {
			$reason = self::signature_problem( $file, $target['type'], $target['slug'], $version, $offer );
			if ( null !== $reason ) {
				return $this->refuse(
					$file,
					$package,
					'extension_registry_not_signed',
					/* translators: 1: plugin or theme slug, 2: version. */
					sprintf( __( 'Extension Registry: %1$s %2$s is not signed by a trusted key; not installed.', 'extension-registry' ), $target['slug'], $version ),
					$reason
				);
			}
		}
		$this->passed[ $target['kind'] . ':' . $target['key'] ] = $version;
		return $file;
	}

	/**
	 * Just before each download, moves the gate behind any upgrader_pre_download callback added
	 * at the same priority since this plugin loaded, so that it still has the last word.
	 *
	 * @param array $options The upgrader's options (returned unchanged).
	 * @return array
	 */
	public function stay_last( $options ) {
		remove_filter( 'upgrader_pre_download', array( $this, 'guard_download' ), PHP_INT_MAX );
		add_filter( 'upgrader_pre_download', array( $this, 'guard_download' ), PHP_INT_MAX, 4 );
		return $options;
	}

	/**
	 * The second lock, once WordPress has unpacked the archive (upgrader_source_selection, last):
	 * what an update of a managed package is about to copy must be what the gate let through, and
	 * the archive must hold exactly one folder named after the slug being upgraded (WordPress
	 * installs into whatever folder the archive names), whose main file's header carries the
	 * version that was verified. An update of anything else may not land in a managed package's
	 * folder. A WP_Error here stops the install before anything installed is removed.
	 *
	 * @param string|WP_Error $source        The folder WordPress is about to copy.
	 * @param string          $remote_source The folder the archive was unpacked into.
	 * @param WP_Upgrader     $upgrader      The upgrader.
	 * @param array           $hook_extra    Which plugin or theme is being upgraded.
	 * @return string|WP_Error
	 */
	public function check_unpacked( $source, $remote_source, $upgrader, $hook_extra = array() ) {
		$target = self::update_target( $hook_extra );
		if ( is_wp_error( $source ) || null === $target ) {
			return $source;
		}
		$folder    = basename( untrailingslashit( (string) $source ) );
		$installed = self::installed_headers( $target );
		$passed    = $target['kind'] . ':' . $target['key'];
		if ( null === $installed || ! $this->is_managed( $target, $installed ) ) {
			$managed = array( 'type' => $target['type'], 'kind' => $target['kind'], 'slug' => $folder );
			if ( $folder === $target['slug'] || ! $this->is_managed_slug( $managed ) ) {
				return $source;
			}
			return $this->refuse(
				false,
				'',
				'extension_registry_foreign_folder',
				/* translators: 1: plugin file or theme folder, 2: the managed package's folder. */
				sprintf( __( 'Extension Registry: the update for %1$s would replace %2$s, which the registry manages; not installed.', 'extension-registry' ), $target['key'], $folder )
			);
		}
		if ( ! isset( $this->passed[ $passed ] ) ) {
			return $this->refuse(
				false,
				'',
				'extension_registry_not_checked',
				/* translators: %s: plugin or theme slug. */
				sprintf( __( 'Extension Registry: the update of %s was not checked before WordPress unpacked it; not installed.', 'extension-registry' ), $target['slug'] )
			);
		}
		$version = $this->passed[ $passed ];
		unset( $this->passed[ $passed ] );
		$problem = self::archive_problem( (string) $source, (string) $remote_source, $target, $version );
		if ( null !== $problem ) {
			return $this->refuse(
				false,
				'',
				'extension_registry_not_the_signed_archive',
				/* translators: 1: plugin or theme slug, 2: version, 3: what is wrong with the archive. */
				sprintf( __( 'Extension Registry: %1$s %2$s is not the archive that was offered: %3$s; not installed.', 'extension-registry' ), $target['slug'], $version, $problem )
			);
		}
		$this->remember_slugs( $target['kind'], array( $target['slug'] ) );
		return $source;
	}

	/**
	 * What is wrong with an unpacked archive of `$target` at `$version`, or null.
	 *
	 * @param string $source        The folder WordPress is about to copy.
	 * @param string $remote_source The folder the archive was unpacked into.
	 * @param array  $target        What update_target() found.
	 * @param string $version       The version that was verified.
	 * @return string|null
	 */
	private static function archive_problem( $source, $remote_source, $target, $version ) {
		global $wp_filesystem;
		if ( ! is_object( $wp_filesystem ) ) {
			return 'its files cannot be read';
		}
		$listed  = $wp_filesystem->dirlist( $remote_source );
		$entries = is_array( $listed ) ? array_map( 'strval', array_keys( $listed ) ) : array();
		$folder  = trailingslashit( $remote_source ) . $target['slug'] . '/';
		if ( array( $target['slug'] ) !== $entries || trailingslashit( $source ) !== $folder ) {
			/* translators: 1: the folder expected, 2: what the archive holds. */
			return sprintf( __( 'it must hold one folder named %1$s and holds %2$s', 'extension-registry' ), $target['slug'], self::clean( implode( ', ', array_slice( $entries, 0, 5 ) ), 120 ) );
		}
		$main     = 'plugins' === $target['kind'] ? basename( $target['key'] ) : 'style.css';
		$contents = $wp_filesystem->is_file( $folder . $main ) ? $wp_filesystem->get_contents( $folder . $main ) : false;
		$header   = is_string( $contents ) ? self::header_version( $contents ) : '';
		if ( $header !== $version ) {
			/* translators: 1: the main file, 2: the version its header names. */
			return sprintf( __( 'its %1$s says version %2$s', 'extension-registry' ), $main, '' === $header ? '(none)' : self::clean( $header, 40 ) );
		}
		return null;
	}

	/**
	 * The Version header of a plugin's main file or a theme's style.css, read as WordPress's own
	 * get_file_data() reads it (the first 8 KiB, the first matching line).
	 *
	 * @param string $contents The file's contents.
	 * @return string
	 */
	private static function header_version( $contents ) {
		$head = str_replace( "\r", "\n", substr( $contents, 0, 8192 ) );
		if ( preg_match( '/^(?:[ \t]*<\?php)?[ \t\/*#@]*Version:(.*)$/mi', $head, $match ) ) {
			return _cleanup_header_comment( $match[1] );
		}
		return '';
	}

	/**
	 * Stops an upgrade: deletes what was downloaded for it, writes one error_log line, and answers
	 * the WP_Error the upgrader shows.
	 *
	 * @param mixed  $file    A file downloaded for this upgrade (deleted), or anything else.
	 * @param string $package The link WordPress was given (never deleted: it may be a local file).
	 * @param string $code    The error code.
	 * @param string $message The message, starting with "Extension Registry:".
	 * @param string $detail  Why, for the log only ('' when the message says it all).
	 * @return WP_Error
	 */
	private function refuse( $file, $package, $code, $message, $detail = '' ) {
		if ( is_string( $file ) && '' !== $file && $file !== $package && is_file( $file ) ) {
			wp_delete_file( $file );
		}
		if ( 'extension_registry_unreachable' !== $code ) { // That failure was logged when the request failed.
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a refused update must reach the server's log.
			error_log( self::clean( $message . ( '' !== $detail ? ' (' . $detail . ')' : '' ), 500 ) );
		}
		$error = new WP_Error( $code, esc_html( $message ) );
		$this->attempt_result( $error );
		return $error;
	}

	/**
	 * Asks the registry about this one package again (`record: false`: answered, not written) and
	 * answers its fresh offer when it still offers the version the kept offer names.
	 *
	 * @param array $target    What update_target() found, with the kept offer's version.
	 * @param array $installed The installed package's headers.
	 * @return array|WP_Error
	 */
	private function still_offered( $target, $installed ) {
		$answer = $this->request( 'POST', '/update-check', $this->one_package_check( $target, $installed ) );
		if ( ! is_array( $answer ) ) {
			/* translators: 1: plugin or theme slug, 2: version. */
			return new WP_Error( 'extension_registry_unreachable', sprintf( __( 'Extension Registry: the registry did not answer; %1$s %2$s is not installed.', 'extension-registry' ), $target['slug'], $target['version'] ) );
		}
		$entry = self::dig( $answer, array( $target['kind'], $target['key'] ) );
		$link  = self::dig_string( $entry, 'package' );
		if ( self::offered_version( $entry ) === $target['version'] && '' !== $link ) {
			$this->remember_link_addresses( array( $link ) );
			return $entry;
		}
		$this->refresh_updates( $target['kind'] );
		$now = '' === self::offered_version( $entry ) ? 'nothing' : self::offered_version( $entry );
		/* translators: 1: plugin or theme slug, 2: version. */
		$message = sprintf( __( 'Extension Registry: %1$s %2$s is no longer offered to this site.', 'extension-registry' ), $target['slug'], $target['version'] );
		return new WP_Error( 'extension_registry_not_offered', $message, 'the registry now offers ' . $now );
	}

	/**
	 * Downloads a fresh link for the upgrade.
	 *
	 * @param string      $link     The link.
	 * @param WP_Upgrader $upgrader The upgrader.
	 * @param array       $target   What update_target() found, with its version.
	 * @return string|WP_Error The downloaded file.
	 */
	private function download( $link, $upgrader, $target ) {
		if ( isset( $upgrader->skin ) && is_object( $upgrader->skin ) ) {
			$upgrader->skin->feedback( 'downloading_package', esc_html( $target['slug'] . ' ' . $target['version'] ) );
		}
		$file = download_url( $link, self::DOWNLOAD_TIMEOUT );
		if ( is_wp_error( $file ) ) {
			$failed = isset( $upgrader->strings['download_failed'] ) ? $upgrader->strings['download_failed'] : __( 'Extension Registry: the download failed.', 'extension-registry' );
			return new WP_Error( 'download_failed', $failed, $file->get_error_message() );
		}
		return $file;
	}

	/**
	 * Why a downloaded file may not be installed, or null when it may.
	 *
	 * @param string $file    The downloaded archive.
	 * @param string $type    'plugin' or 'theme'.
	 * @param string $slug    The slug.
	 * @param string $version The version being installed.
	 * @param array  $offer   The update offer it was downloaded for (`sha384`, `signature`).
	 * @return string|null
	 */
	private static function signature_problem( $file, $type, $slug, $version, $offer ) {
		$keys = self::signing_keys();
		if ( ! $keys['keys'] ) {
			return 'EXTENSION_REGISTRY_SIGNING_KEYS lists no valid key';
		}
		if ( ! function_exists( 'sodium_crypto_sign_verify_detached' ) || ! in_array( 'sha384', hash_algos(), true ) ) {
			return 'this PHP cannot verify signatures';
		}
		$signature = self::dig_string( $offer, 'signature' );
		if ( '' === $signature ) {
			return 'the release is not signed';
		}
		$hash = is_file( $file ) ? hash_file( 'sha384', $file ) : false;
		if ( false === $hash || strtolower( self::dig_string( $offer, 'sha384' ) ) !== $hash ) {
			return "the file's SHA-384 is not the offered one";
		}
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- signatures are base64, as WordPress's own.
		$raw = base64_decode( $signature, true );
		// sodium throws on a signature that is not 64 bytes: such a one never reaches it.
		if ( false === $raw || SODIUM_CRYPTO_SIGN_BYTES !== strlen( $raw ) ) {
			return 'the signature is malformed';
		}
		// Byte-exact: lowercase hex, no newline after the hash.
		$message = self::SIGNATURE_CONTEXT . "\n" . $type . "\n" . $slug . "\n" . $version . "\n" . $hash;
		foreach ( $keys['keys'] as $key ) {
			try {
				if ( sodium_crypto_sign_verify_detached( $raw, $message, $key ) ) {
					return null;
				}
			} catch ( Exception $e ) {
				continue; // Lengths are checked above; nothing else makes sodium throw.
			}
		}
		return 'the signature verifies against none of the keys';
	}

	/**
	 * The offer the kept update answer holds for the package.
	 *
	 * @param array $target What update_target() found.
	 * @return array
	 */
	private static function kept_offer( $target ) {
		$updates = get_site_transient( 'update_' . $target['kind'] );
		return is_object( $updates ) && isset( $updates->response[ $target['key'] ] ) ? (array) $updates->response[ $target['key'] ] : array();
	}

	/**
	 * @param array $offer An update offer.
	 * @return string The version it names, or '' when it names none a signature could cover.
	 */
	private static function offered_version( $offer ) {
		$version = is_array( $offer ) && isset( $offer['new_version'] ) ? $offer['new_version'] : null;
		return is_string( $version ) && preg_match( self::VERSION_PATTERN, $version ) ? $version : '';
	}

	/**
	 * The package an update is about to replace, from the upgrader's own hook_extra; null for
	 * anything else (a new install, a translation, core).
	 *
	 * @param mixed $hook_extra The upgrader's hook_extra.
	 * @return array{kind: string, type: string, key: string, slug: string}|null
	 */
	private static function update_target( $hook_extra ) {
		if ( ! is_array( $hook_extra ) ) {
			return null;
		}
		if ( ! empty( $hook_extra['plugin'] ) && is_string( $hook_extra['plugin'] ) ) {
			$key = $hook_extra['plugin'];
			return array(
				'kind' => 'plugins',
				'type' => 'plugin',
				'key'  => $key,
				'slug' => self::plugin_slug( $key ),
			);
		}
		if ( ! empty( $hook_extra['theme'] ) && is_string( $hook_extra['theme'] ) ) {
			return array(
				'kind' => 'themes',
				'type' => 'theme',
				'key'  => $hook_extra['theme'],
				'slug' => $hook_extra['theme'],
			);
		}
		return null;
	}

	/**
	 * @param array $target What update_target() found.
	 * @return array|null The installed package's headers, or null when it is not installed.
	 */
	private static function installed_headers( $target ) {
		$installed = 'plugins' === $target['kind'] ? self::installed_plugins() : self::installed_themes();
		return isset( $installed[ $target['key'] ] ) && is_array( $installed[ $target['key'] ] ) ? $installed[ $target['key'] ] : null;
	}

	/**
	 * @param array $target    What update_target() found.
	 * @param array $installed Its installed headers.
	 * @return bool Whether the registry manages it: a slug remembered, or an Update URI naming the registry.
	 */
	private function is_managed( $target, $installed ) {
		return $this->is_managed_slug( $target ) || $this->points_at_registry( self::dig_string( $installed, 'UpdateURI' ) );
	}

	/**
	 * @param array $target A kind and slug.
	 * @return bool Whether the slug is one the registry ever answered for or installed, or one
	 *              whose installed package's Update URI names the registry.
	 */
	private function is_managed_slug( $target ) {
		$slugs = 'plugins' === $target['kind'] ? $this->managed_plugin_slugs() : $this->managed_themes( self::installed_themes() );
		return in_array( $target['slug'], $slugs, true );
	}

	/**
	 * The body of a one-package POST /update-check that the registry answers without recording.
	 *
	 * @param array $target    What update_target() found.
	 * @param array $installed The installed package's headers.
	 * @return array
	 */
	private function one_package_check( $target, $installed ) {
		return array(
			'site'    => self::site_fields(),
			'plugins' => (object) ( 'plugins' === $target['kind'] ? array( $target['key'] => $installed ) : array() ),
			'themes'  => (object) ( 'themes' === $target['kind'] ? array( $target['key'] => $installed ) : array() ),
			'record'  => false,
		);
	}

	/**
	 * Asks again for the whole update list of this kind, so that what the registry no longer
	 * offers disappears from the Updates screen and from the automatic updater's next run.
	 *
	 * @param string $kind 'plugins' or 'themes'.
	 */
	private function refresh_updates( $kind ) {
		$this->answers = array(); // The answer kept from earlier in this PHP request is the stale one.
		delete_site_transient( 'update_' . $kind );
		if ( 'plugins' === $kind ) {
			wp_update_plugins();
		} else {
			wp_update_themes();
		}
	}

	/**
	 * WordPress refuses downloads from private addresses: let through exactly the registry's
	 * host and port and those of the links it handed out.
	 *
	 * @param bool   $external Whether the host counts as external so far.
	 * @param string $host     The host.
	 * @param string $url      The address requested.
	 * @return bool
	 */
	public function allow_registry_host( $external, $host, $url ) {
		return $external || $this->is_allowed_endpoint( $url );
	}

	/**
	 * WordPress refuses ports other than 80, 443 and 8080: add the port of an allowed address.
	 *
	 * @param int[]  $ports The ports allowed so far.
	 * @param string $host  The host.
	 * @param string $url   The address requested.
	 * @return int[]
	 */
	public function allow_registry_port( $ports, $host, $url ) {
		if ( ! is_array( $ports ) || ! $this->is_allowed_endpoint( $url ) ) {
			return $ports;
		}
		$endpoint = self::endpoint_of( $url );
		$ports[]  = $endpoint['port'];
		return $ports;
	}

	/**
	 * @param string $url An address.
	 * @return bool Whether its host and port are the registry's or one of its links'.
	 */
	private function is_allowed_endpoint( $url ) {
		$endpoint = self::endpoint_of( (string) $url );
		if ( ! $endpoint ) {
			return false;
		}
		$allowed   = $this->remembered( 'links' );
		$registry  = self::endpoint_of( $this->url );
		$allowed[] = $registry['host'] . ':' . $registry['port'];
		return in_array( $endpoint['host'] . ':' . $endpoint['port'], $allowed, true );
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Which packages are managed.
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * Plugin files the registry manages: those it answered for (in this request, or the last
	 * time it answered) and those whose Update URI points at the registry's host.
	 *
	 * @param array $plugins Installed plugins by file, with their headers.
	 * @return string[]
	 */
	private function managed_plugin_files( $plugins ) {
		$slugs   = $this->managed_plugin_slugs();
		$managed = array();
		foreach ( $plugins as $file => $headers ) {
			$file = (string) $file;
			if ( in_array( self::plugin_slug( $file ), $slugs, true ) || $this->points_at_registry( self::dig_string( $headers, 'UpdateURI' ) ) ) {
				$managed[] = $file;
			}
		}
		return $managed;
	}

	/**
	 * @return string[] Plugin slugs the registry answered for, or whose Update URI names it.
	 */
	private function managed_plugin_slugs() {
		$slugs = $this->remembered( 'plugins' );
		foreach ( self::installed_plugins() as $file => $headers ) {
			if ( $this->points_at_registry( self::dig_string( $headers, 'UpdateURI' ) ) ) {
				$slugs[] = self::plugin_slug( (string) $file );
			}
		}
		return $slugs;
	}

	/**
	 * @param array $themes Installed themes by stylesheet, with their headers.
	 * @return string[] Stylesheets the registry manages.
	 */
	private function managed_themes( $themes ) {
		$slugs   = $this->remembered( 'themes' );
		$managed = array();
		foreach ( $themes as $stylesheet => $headers ) {
			$stylesheet = (string) $stylesheet;
			if ( in_array( $stylesheet, $slugs, true ) || $this->points_at_registry( self::dig_string( $headers, 'UpdateURI' ) ) ) {
				$managed[] = $stylesheet;
			}
		}
		// A managed theme that is not installed (yet) still gets its details from the registry.
		return array_values( array_unique( array_merge( $managed, $slugs ) ) );
	}

	/**
	 * @param string $update_uri A package's Update URI header.
	 * @return bool Whether it names the registry's host.
	 */
	private function points_at_registry( $update_uri ) {
		if ( '' === $update_uri ) {
			return false;
		}
		$host     = wp_parse_url( $update_uri, PHP_URL_HOST );
		$registry = self::endpoint_of( $this->url );
		return is_string( $host ) && strtolower( $host ) === $registry['host'];
	}

	/**
	 * Keeps which installed packages the registry answered for, and where its links point, so
	 * that later requests (a download, "View details", a check while the registry is down) know
	 * them. Slugs are only ever added: an answer that leaves a managed package out (a registry
	 * turned hostile, a package deleted there) never hands it back to WordPress.org. The set lives
	 * in the database, so it survives a file deployment and travels with a cloned database.
	 *
	 * @param array $answer The registry's update-check answer.
	 */
	private function remember_answer( $answer ) {
		$plugins = array_intersect_key( self::dig( $answer, array( 'plugins' ) ) + self::dig( $answer, array( 'no_update', 'plugins' ) ), self::installed_plugins() );
		$themes  = array_intersect_key( self::dig( $answer, array( 'themes' ) ) + self::dig( $answer, array( 'no_update', 'themes' ) ), self::installed_themes() );
		$links   = array();
		foreach ( array( self::dig( $answer, array( 'plugins' ) ), self::dig( $answer, array( 'themes' ) ) ) as $entries ) {
			foreach ( $entries as $entry ) {
				if ( is_array( $entry ) && ! empty( $entry['package'] ) && is_string( $entry['package'] ) ) {
					$links[] = $entry['package'];
				}
			}
		}
		$this->remember_slugs( 'plugins', array_map( array( __CLASS__, 'plugin_slug' ), array_map( 'strval', array_keys( $plugins ) ) ) );
		$this->remember_slugs( 'themes', array_map( 'strval', array_keys( $themes ) ) );
		$this->remember_link_addresses( $links );
	}

	/**
	 * Adds slugs to the managed ones of a kind (never removes any).
	 *
	 * @param string   $kind  'plugins' or 'themes'.
	 * @param string[] $slugs Slugs the registry answered for or installed.
	 */
	private function remember_slugs( $kind, $slugs ) {
		$stored = $this->stored();
		$merged = array_slice( array_values( array_unique( array_merge( $stored[ $kind ], $slugs ) ) ), 0, self::MAX_REMEMBERED );
		if ( $merged !== $stored[ $kind ] ) {
			$stored[ $kind ] = $merged;
			update_site_option( self::OPTION, $stored );
		}
	}

	/**
	 * @param string[] $links Download links the registry handed out.
	 */
	private function remember_link_addresses( $links ) {
		$stored    = $this->stored();
		$addresses = $stored['links'];
		foreach ( $links as $link ) {
			$endpoint = self::endpoint_of( $link );
			if ( $endpoint ) {
				$addresses[] = $endpoint['host'] . ':' . $endpoint['port'];
			}
		}
		$addresses = array_slice( array_values( array_unique( $addresses ) ), -self::MAX_LINK_ADDRESSES );
		if ( $addresses !== $stored['links'] ) {
			$stored['links'] = $addresses;
			update_site_option( self::OPTION, $stored );
		}
	}

	/**
	 * @param string $field 'plugins', 'themes' or 'links'.
	 * @return string[]
	 */
	private function remembered( $field ) {
		$stored = $this->stored();
		return $stored[ $field ];
	}

	/**
	 * @return array{plugins: string[], themes: string[], links: string[]}
	 */
	private function stored() {
		$stored = get_site_option( self::OPTION, array() );
		$clean  = array();
		foreach ( array( 'plugins', 'themes', 'links' ) as $field ) {
			$clean[ $field ] = is_array( $stored ) && isset( $stored[ $field ] ) && is_array( $stored[ $field ] ) ? array_values( array_map( 'strval', $stored[ $field ] ) ) : array();
		}
		return $clean;
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Outcomes: what happened to each managed update, told to the registry.
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * Remembers the last WP_Error made while a managed update is under way: when WordPress fails
	 * to unpack the archive, nothing but the error it makes tells which failure it was.
	 *
	 * @param string|int $code    The error code.
	 * @param string     $message The message.
	 */
	public function note_error( $code, $message ) {
		if ( null !== $this->attempt ) {
			$this->last_error = array(
				'code'    => (string) $code,
				'message' => is_string( $message ) ? $message : '',
			);
		}
	}

	/**
	 * The upgrader's result for the package (upgrader_install_package_result): installed, or
	 * failed with WordPress's error.
	 *
	 * @param array|WP_Error $result     What install_package() answered.
	 * @param array          $hook_extra Which plugin or theme was upgraded.
	 * @return array|WP_Error The result, unchanged.
	 */
	public function note_install_result( $result, $hook_extra ) {
		$target = self::update_target( $hook_extra );
		if ( null !== $this->attempt && null !== $target && $target['key'] === $this->attempt['key'] ) {
			$this->attempt_result( $result );
		}
		return $result;
	}

	/**
	 * Closes the attempt under way with its outcome: `installed` for anything but a WP_Error;
	 * `refused` for this plugin's own checks (codes `signature`, `not-offered`, `unreachable`, or
	 * the check's own); `failed` with WordPress's error code otherwise.
	 *
	 * @param mixed $result What the step answered.
	 */
	private function attempt_result( $result ) {
		$attempt          = $this->attempt;
		$this->attempt    = null;
		$this->last_error = null;
		if ( null === $attempt || '' === $attempt['to'] ) {
			return; // No version to report about (an offer naming none is refused all the same).
		}
		if ( ! is_wp_error( $result ) ) {
			$this->add_report( $attempt, 'installed', '', '' );
			$this->remember_install( $attempt );
			$this->note_refused_update( $attempt, null );
			$this->unprobed[] = $attempt;
			return;
		}
		$code    = (string) $result->get_error_code();
		$aliases = array(
			'extension_registry_not_signed'  => 'signature',
			'extension_registry_not_offered' => 'not-offered',
			'extension_registry_unreachable' => 'unreachable',
		);
		$refused = 0 === strpos( $code, 'extension_registry_' );
		$message = self::first_line( self::without_site_paths( $result->get_error_message() ) );
		$this->add_report( $attempt, $refused ? 'refused' : 'failed', isset( $aliases[ $code ] ) ? $aliases[ $code ] : $code, $message );
		if ( $refused ) {
			$this->note_refused_update( $attempt, $message );
		}
	}

	/**
	 * An attempt that neither got an install result nor failed in this plugin's checks when the
	 * upgrader moved on: WordPress could not unpack it (or reach the files). Its error is the last
	 * one made meanwhile.
	 */
	private function end_attempt() {
		if ( null === $this->attempt ) {
			return;
		}
		$error = null !== $this->last_error ? $this->last_error : array(
			'code'    => 'unknown_error',
			'message' => '',
		);
		$this->attempt_result( new WP_Error( '' !== $error['code'] ? $error['code'] : 'unknown_error', $error['message'] ) );
	}

	/**
	 * After an upgrade (upgrader_process_complete, automatic_updates_complete, the end of the
	 * request): closes the attempt still open, probes the site once when a managed package was
	 * installed since the last probe, and sends what the registry has not received yet.
	 */
	public function report_outcomes() {
		$this->end_attempt();
		if ( $this->unprobed && ! wp_is_maintenance_mode() ) {
			$installed      = $this->unprobed;
			$this->unprobed = array();
			$unhealthy      = self::probe( $installed );
			foreach ( null !== $unhealthy ? $installed : array() as $attempt ) {
				$this->add_report( $attempt, 'unhealthy', $unhealthy['code'], $unhealthy['message'] );
			}
		}
		if ( $this->unsent ) {
			$this->unsent = false;
			$this->send_reports();
		}
	}

	/**
	 * The end of every request: a fatal error WordPress showed no page for, then the outcomes.
	 */
	public function at_shutdown() {
		$error = error_get_last();
		$fatal = array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR, E_RECOVERABLE_ERROR );
		if ( is_array( $error ) && isset( $error['type'] ) && in_array( $error['type'], $fatal, true ) ) {
			$this->note_fatal( $error );
		}
		$this->report_outcomes();
	}

	/**
	 * WordPress's fatal-error page is about to be shown (wp_php_error_message): the error is noted.
	 *
	 * @param string $message The page's message (returned unchanged).
	 * @param array  $error   The error, as error_get_last() gives it.
	 * @return string
	 */
	public function note_fatal_page( $message, $error ) {
		if ( is_array( $error ) ) {
			$this->note_fatal( $error );
		}
		return $message;
	}

	/**
	 * A fatal error whose file lies in a managed package installed in the last 24 hours becomes a
	 * `fatal` report (once per install and file): the file relative to the package, the error's
	 * first line with the site's own paths taken out. When two remembered installs hold the file
	 * (a plugin whose main file was renamed is remembered under both names), the newest owns it:
	 * its files are the ones on disk.
	 *
	 * @param array $error The error, as error_get_last() gives it.
	 */
	private function note_fatal( $error ) {
		static $noted = false;
		if ( $noted || empty( $error['file'] ) || wp_is_maintenance_mode() ) {
			return; // Once per request; errors during an upgrade are the upgrade's.
		}
		$noted    = true;
		$file     = wp_normalize_path( (string) $error['file'] );
		$installs = self::recent_installs();
		foreach ( array_reverse( $installs, true ) as $index => $install ) {
			$relative = self::relative_to_package( $file, $install );
			if ( null === $relative ) {
				continue;
			}
			if ( in_array( $relative, $install['fatals'], true ) ) {
				return; // Reported already.
			}
			$installs[ $index ]['fatals'] = array_slice( array_merge( $install['fatals'], array( $relative ) ), 0, self::MAX_REMEMBERED_OUTCOMES );
			update_option( self::INSTALLS_OPTION, $installs, false );
			$message = isset( $error['message'] ) ? self::without_site_paths( (string) $error['message'] ) : '';
			$this->add_report( $install, 'fatal', $relative, self::first_line( $message ) );
			return;
		}
	}

	/**
	 * @param string $file    A normalized file path.
	 * @param array  $install A remembered install.
	 * @return string|null The file relative to the package's folder (its name for a one-file plugin), or null when outside it.
	 */
	private static function relative_to_package( $file, $install ) {
		$dir  = self::package_path( $install );
		$real = realpath( $dir );
		foreach ( array_unique( array( wp_normalize_path( $dir ), false !== $real ? wp_normalize_path( $real ) : '' ) ) as $root ) {
			if ( '' !== $root && $file === $root ) {
				return basename( $file );
			}
			if ( '' !== $root && 0 === strpos( $file, $root . '/' ) ) {
				return substr( $file, strlen( $root ) + 1 );
			}
		}
		return null;
	}

	/**
	 * @param array $install A remembered install or an attempt (`kind`, `key`, `slug`).
	 * @return string The package's folder, or its file for a one-file plugin.
	 */
	private static function package_path( $install ) {
		if ( 'plugins' === $install['kind'] ) {
			// A one-file plugin is its file; any other, its folder.
			return WP_PLUGIN_DIR . '/' . ( false === strpos( $install['key'], '/' ) ? $install['key'] : $install['slug'] );
		}
		return get_theme_root( $install['slug'] ) . '/' . $install['slug'];
	}

	/**
	 * The home page and wp-login.php, asked once each as a visitor would (no cookies): the first
	 * that answers 5xx or WordPress's fatal-error page makes the site unhealthy. One that cannot be
	 * reached says nothing about the package (a site that cannot call itself) and is skipped.
	 * Each request carries a token (kept, hashed, in an option while the probe lasts) that makes
	 * the answering request run the installed packages' files as they are on disk: see
	 * refresh_probed_packages().
	 *
	 * @param array[] $installed The attempts installed since the last probe.
	 * @return array{code: string, message: string}|null
	 */
	private static function probe( $installed ) {
		$token    = bin2hex( random_bytes( 16 ) );
		$packages = array();
		foreach ( $installed as $attempt ) {
			$packages[] = array(
				'kind' => $attempt['kind'],
				'key'  => $attempt['key'],
				'slug' => $attempt['slug'],
			);
		}
		$probe = array(
			'hash'     => hash( 'sha256', $token ),
			'until'    => time() + 3 * self::PROBE_TIMEOUT,
			'packages' => $packages,
		);
		update_option( self::PROBE_OPTION, $probe, false );
		$unhealthy = null;
		// phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- WordPress's own sentence, as its error page shows it.
		$critical = __( 'There has been a critical error on this website.' );
		foreach ( array( home_url( '/' ), wp_login_url() ) as $url ) {
			$response = wp_remote_get(
				$url,
				array(
					'timeout'     => self::PROBE_TIMEOUT,
					'redirection' => 0,
					'headers'     => array(
						'Cache-Control'              => 'no-cache',
						'X-Extension-Registry-Probe' => $token,
					),
					/** This filter is documented in wp-includes/class-wp-http-streams.php */
					'sslverify'   => apply_filters( 'https_local_ssl_verify', false ),
				)
			);
			if ( is_wp_error( $response ) ) {
				continue;
			}
			$status = (int) wp_remote_retrieve_response_code( $response );
			$page   = false !== strpos( wp_remote_retrieve_body( $response ), $critical );
			if ( $status >= 500 || $page ) {
				$path      = (string) wp_parse_url( $url, PHP_URL_PATH );
				$unhealthy = array(
					'code'    => (string) $status,
					/* translators: 1: a path of the site, 2: an HTTP status. */
					'message' => $page ? $critical : sprintf( __( '%1$s answered HTTP %2$d.', 'extension-registry' ), '' !== $path ? $path : '/', $status ),
				);
				break;
			}
		}
		delete_option( self::PROBE_OPTION );
		return $unhealthy;
	}

	/**
	 * The probe's own request (its token in X-Extension-Registry-Probe) runs the packages just
	 * installed as they are on disk: the opcode cache forgets their files before they load (the
	 * plugins now, before any plugin loads; the themes at 'setup_theme', once every theme folder is
	 * registered). WordPress clears that cache for each file it installs, but only in the PHP that
	 * ran the update: after WP-CLI or a system cron's `php wp-cron.php`, the web server still runs
	 * the version it compiled before (until it checks the files' times again, every
	 * opcache.revalidate_freq seconds, 2 by default; never with opcache.validate_timestamps off),
	 * and the probe would see that version: no error page, no fatal error. Any other request is
	 * left as it is (no token, or one that does not match, changes nothing).
	 */
	private static function refresh_probed_packages() {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only its hash is compared, it is used for nothing else.
		$token = isset( $_SERVER['HTTP_X_EXTENSION_REGISTRY_PROBE'] ) ? (string) wp_unslash( $_SERVER['HTTP_X_EXTENSION_REGISTRY_PROBE'] ) : '';
		if ( ! preg_match( '/^[0-9a-f]{32}$/', $token ) || ! function_exists( 'opcache_invalidate' ) ) {
			return;
		}
		$probe = get_option( self::PROBE_OPTION );
		if ( ! is_array( $probe ) || ! isset( $probe['hash'], $probe['until'], $probe['packages'] ) || ! is_array( $probe['packages'] )
			|| (int) $probe['until'] < time() || ! hash_equals( (string) $probe['hash'], hash( 'sha256', $token ) ) ) {
			return;
		}
		// As wp_opcache_invalidate(): a host may allow the opcache API to some scripts only (a warning for any other).
		$restrict = (string) ini_get( 'opcache.restrict_api' );
		$script   = isset( $_SERVER['SCRIPT_FILENAME'] ) ? realpath( wp_unslash( $_SERVER['SCRIPT_FILENAME'] ) ) : false; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- a path, compared as wp_opcache_invalidate() does.
		if ( '' !== $restrict && ( false === $script || 0 !== stripos( $script, $restrict ) ) ) {
			return;
		}
		foreach ( $probe['packages'] as $package ) {
			if ( is_array( $package ) && isset( $package['kind'], $package['key'], $package['slug'] ) ) {
				self::$probed[] = $package;
			}
		}
		self::forget_compiled( 'plugins' );
		add_action( 'setup_theme', array( __CLASS__, 'forget_compiled_themes' ) );
	}

	/**
	 * The probe's request, at 'setup_theme': the themes it checks are loaded from disk.
	 */
	public static function forget_compiled_themes() {
		self::forget_compiled( 'themes' );
	}

	/**
	 * @param string $kind 'plugins' or 'themes': the opcode cache forgets their probed packages' files.
	 */
	private static function forget_compiled( $kind ) {
		foreach ( self::$probed as $package ) {
			if ( $kind === $package['kind'] ) {
				foreach ( self::php_files( self::package_path( $package ) ) as $file ) {
					opcache_invalidate( $file, false );
				}
			}
		}
	}

	/**
	 * @param string $path A file or a folder.
	 * @return string[] The PHP files it is or holds.
	 */
	private static function php_files( $path ) {
		if ( is_file( $path ) ) {
			return '.php' === strtolower( substr( $path, -4 ) ) ? array( $path ) : array();
		}
		$files = array();
		if ( is_dir( $path ) ) {
			try {
				$found = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $path, FilesystemIterator::SKIP_DOTS ) );
				foreach ( $found as $file ) {
					if ( $file->isFile() && 'php' === strtolower( $file->getExtension() ) ) {
						$files[] = $file->getPathname();
					}
				}
			} catch ( UnexpectedValueException $e ) {
				return $files; // A folder it may not read: what was found so far.
			}
		}
		return $files;
	}

	/**
	 * Keeps one report for the registry (in the option first, so that nothing is lost when the
	 * request dies before it is sent).
	 *
	 * @param array  $attempt What update_target() found, with `from` and `to`.
	 * @param string $result  installed, failed, refused, unhealthy or fatal.
	 * @param string $code    The code ('' when installed).
	 * @param string $message The first line of the error ('' when installed).
	 */
	private function add_report( $attempt, $result, $code, $message ) {
		$reports   = self::pending_reports();
		$reports[] = array(
			'id'      => gmdate( 'YmdHis' ) . '-' . bin2hex( random_bytes( 6 ) ),
			'type'    => $attempt['type'],
			'slug'    => $attempt['slug'],
			'from'    => self::clean( $attempt['from'], 200 ),
			'to'      => self::clean( $attempt['to'], 200 ),
			'result'  => $result,
			'code'    => self::clean( $code, 200 ),
			'message' => self::clean( $message, 300 ),
			'time'    => gmdate( 'Y-m-d\TH:i:s\Z' ),
		);
		update_option( self::REPORTS_OPTION, array_slice( $reports, -self::MAX_REPORTS ), false );
		$this->unsent = true;
	}

	/**
	 * @return array[] The reports the registry has not received, read from the database (another
	 *                 request, such as the one a probe made, may have added some).
	 */
	private static function pending_reports() {
		wp_cache_delete( self::REPORTS_OPTION, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		$reports = get_option( self::REPORTS_OPTION, array() );
		return is_array( $reports ) ? array_values( array_filter( $reports, 'is_array' ) ) : array();
	}

	/**
	 * Forgets the reports the registry received.
	 *
	 * @param array[] $sent The reports sent.
	 */
	private static function forget_reports( $sent ) {
		$ids  = array_column( $sent, 'id' );
		$left = array();
		foreach ( self::pending_reports() as $report ) {
			if ( ! isset( $report['id'] ) || ! in_array( $report['id'], $ids, true ) ) {
				$left[] = $report;
			}
		}
		update_option( self::REPORTS_OPTION, $left, false );
	}

	/**
	 * POST /sites/{id}/reports, signed, with a short timeout; what it does not take stays for
	 * the next update check. A site that is not enrolled sends none (the registry takes reports
	 * only from enrolled sites): they go with its next check.
	 */
	private function send_reports() {
		$reports  = self::pending_reports();
		$identity = $reports ? $this->identity() : null;
		if ( ! is_array( $identity ) ) {
			return;
		}
		$path     = '/sites/' . rawurlencode( $identity['id'] ) . '/reports';
		$response = $this->send( 'POST', $path, (string) wp_json_encode( array( 'reports' => $reports ) ), $identity, self::REPORT_TIMEOUT );
		$status   = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
		$this->note_site_refusal( $response );
		if ( 200 === $status || 400 === $status ) {
			self::forget_reports( $reports ); // 400: reports the registry will never take are not sent again.
		}
		if ( 200 !== $status ) {
			$why = is_wp_error( $response ) ? $response->get_error_message() : $status . ( '' !== self::error_message( $response ) ? ': ' . self::error_message( $response ) : '' );
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the failure must reach the server's log.
			error_log( self::clean( sprintf( 'Extension Registry: POST %s failed (%s); the reports go with the next update check.', $path, $why ), 500 ) );
		}
	}

	/**
	 * Remembers a managed package just installed, for the fatal errors of the next 24 hours.
	 *
	 * @param array $attempt The attempt.
	 */
	private static function remember_install( $attempt ) {
		$installs = array();
		foreach ( self::recent_installs() as $install ) {
			if ( $install['key'] !== $attempt['key'] || $install['kind'] !== $attempt['kind'] ) {
				$installs[] = $install;
			}
		}
		$installs[] = array(
			'kind'   => $attempt['kind'],
			'type'   => $attempt['type'],
			'key'    => $attempt['key'],
			'slug'   => $attempt['slug'],
			'from'   => $attempt['from'],
			'to'     => $attempt['to'],
			'time'   => time(),
			'fatals' => array(),
		);
		update_option( self::INSTALLS_OPTION, array_slice( $installs, -self::MAX_REMEMBERED_OUTCOMES ), false );
	}

	/**
	 * @return array[] The managed packages installed in the last 24 hours.
	 */
	private static function recent_installs() {
		$installs = get_option( self::INSTALLS_OPTION, array() );
		$recent   = array();
		foreach ( is_array( $installs ) ? $installs : array() as $install ) {
			if ( is_array( $install ) && isset( $install['kind'], $install['type'], $install['key'], $install['slug'], $install['from'], $install['to'], $install['time'], $install['fatals'] )
				&& (int) $install['time'] > time() - self::FATAL_WINDOW ) {
				$recent[] = $install;
			}
		}
		return $recent;
	}

	/**
	 * Keeps (or, with null, clears) a refused managed update for the notice on Dashboard > Updates.
	 *
	 * @param array       $attempt The attempt.
	 * @param string|null $message Why it was refused; null: it installed since.
	 */
	private static function note_refused_update( $attempt, $message ) {
		$refusals = self::refusals();
		$key      = $attempt['kind'] . ':' . $attempt['key'];
		if ( null === $message && ! isset( $refusals['updates'][ $key ] ) ) {
			return;
		}
		unset( $refusals['updates'][ $key ] );
		if ( null !== $message ) {
			$refusals['updates'][ $key ] = array(
				'message' => $message,
				'time'    => time(),
			);
			$refusals['updates'] = array_slice( $refusals['updates'], -self::MAX_REMEMBERED_OUTCOMES, null, true );
		}
		update_option( self::REFUSALS_OPTION, $refusals );
	}

	/**
	 * Keeps (or clears) the registry's refusal of the site itself (401 or 403), from any answer.
	 *
	 * @param array|WP_Error $response A registry answer.
	 */
	private function note_site_refusal( $response ) {
		if ( is_wp_error( $response ) ) {
			return;
		}
		$status   = (int) wp_remote_retrieve_response_code( $response );
		$refusals = self::refusals();
		if ( 401 === $status || 403 === $status ) {
			$refusals['site'] = array(
				'status'  => $status,
				'message' => self::error_message( $response ),
				'time'    => time(),
			);
		} elseif ( $status >= 200 && $status < 300 && null !== $refusals['site'] ) {
			$refusals['site'] = null;
		} else {
			return;
		}
		update_option( self::REFUSALS_OPTION, $refusals );
	}

	/**
	 * @return array{site: array|null, updates: array<string, array>}
	 */
	private static function refusals() {
		$stored = get_option( self::REFUSALS_OPTION, array() );
		return array(
			'site'    => is_array( $stored ) && isset( $stored['site'] ) && is_array( $stored['site'] ) ? $stored['site'] : null,
			'updates' => is_array( $stored ) && isset( $stored['updates'] ) && is_array( $stored['updates'] ) ? $stored['updates'] : array(),
		);
	}

	/**
	 * Dashboard > Updates (core_upgrade_preamble): the registry's refusal of the site, and the
	 * managed updates refused since they were last installed, so an administrator sees them.
	 */
	public function refusals_notice() {
		if ( ! current_user_can( 'update_plugins' ) && ! current_user_can( 'update_themes' ) ) {
			return;
		}
		$refusals = self::refusals();
		$lines    = array();
		if ( null !== $refusals['site'] ) {
			$lines[] = sprintf(
				/* translators: 1: HTTP status, 2: the registry's message, 3: when. */
				__( 'Extension Registry: the registry refused this site (HTTP %1$d: %2$s) on %3$s; it offers this site no updates until it accepts it. Ask the registry\'s operator about the site\'s key.', 'extension-registry' ),
				(int) $refusals['site']['status'],
				(string) $refusals['site']['message'],
				wp_date( 'Y-m-d H:i', (int) $refusals['site']['time'] )
			);
		}
		foreach ( $refusals['updates'] as $refused ) {
			$lines[] = sprintf(
				'%1$s (%2$s)',
				isset( $refused['message'] ) ? (string) $refused['message'] : '',
				wp_date( 'Y-m-d H:i', isset( $refused['time'] ) ? (int) $refused['time'] : 0 )
			);
		}
		foreach ( $lines as $line ) {
			printf( '<div class="notice notice-error inline extension-registry-refusal"><p>%s</p></div>', esc_html( $line ) );
		}
	}

	/**
	 * @param string $text An error message, maybe HTML.
	 * @return string Its first line as text, at most 300 characters.
	 */
	private static function first_line( $text ) {
		$text  = trim( html_entity_decode( wp_strip_all_tags( (string) $text ), ENT_QUOTES, 'UTF-8' ) );
		$lines = preg_split( '/\r\n|\r|\n/', $text );
		return self::clean( is_array( $lines ) ? trim( $lines[0] ) : '', 300 );
	}

	/**
	 * @param string $text An error message.
	 * @return string The message with the site's own folders named relatively (wp-content/...).
	 */
	private static function without_site_paths( $text ) {
		$folders = array(
			untrailingslashit( WP_CONTENT_DIR ) => 'wp-content',
			untrailingslashit( ABSPATH )        => '',
		);
		foreach ( $folders as $folder => $name ) {
			if ( '' !== $folder ) { // Longest first: wp-content usually lies below ABSPATH.
				$text = str_replace( $folder, $name, $text );
			}
		}
		return $text;
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Talking to the registry.
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * One JSON request to the registry, signed with the site's own key once it is enrolled. Any
	 * failure (unreachable, slow, an error status, not JSON) is written once to the error log and
	 * returns null: the site carries on. When the registry no longer knows the site's key ("not
	 * enrolled": released by an operator) or knows it for another URL, the site enrolls anew and
	 * asks once more.
	 *
	 * @param string     $method 'GET' or 'POST'.
	 * @param string     $path   The path below the registry's address.
	 * @param array|null $body   The JSON body.
	 * @return array|null
	 */
	private function request( $method, $path, $body = null ) {
		$json     = null !== $body ? (string) wp_json_encode( $body ) : '';
		$identity = $this->identity();
		if ( is_wp_error( $identity ) ) {
			self::log( sprintf( '%s %s failed: %s', $method, $path, $identity->get_error_message() ) );
			return null;
		}
		$response = $this->send( $method, $path, $json, $identity );
		if ( null !== $identity && $this->asks_to_enroll_again( $response ) ) {
			$this->forget_identity();
			$identity = $this->identity();
			$response = is_wp_error( $identity ) ? $identity : $this->send( $method, $path, $json, $identity );
		}
		if ( is_wp_error( $response ) ) {
			self::log( sprintf( '%s %s failed: %s', $method, $path, $response->get_error_message() ) );
			return null;
		}
		$this->note_site_refusal( $response );
		$status = (int) wp_remote_retrieve_response_code( $response );
		$answer = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( 200 !== $status || ! is_array( $answer ) ) {
			$message = self::error_message( $response );
			self::log( sprintf( '%s %s answered %d%s', $method, $path, $status, '' !== $message ? ': ' . $message : '' ) );
			return null;
		}
		return $answer;
	}

	/**
	 * Sends one request with the configured key, and the site's signature when it has an identity.
	 *
	 * @param string     $method   'GET' or 'POST'.
	 * @param string     $path     The path below the registry's address.
	 * @param string     $json     The JSON body ('' for none): exactly the bytes signed.
	 * @param array|null $identity The site's enrolled identity, or null to send unsigned.
	 * @param int        $timeout  Seconds it may take.
	 * @return array|WP_Error
	 */
	private function send( $method, $path, $json, $identity, $timeout = self::TIMEOUT ) {
		$args = array(
			'method'  => $method,
			'timeout' => $timeout,
			'headers' => array(
				'X-API-KEY' => $this->key,
				'Accept'    => 'application/json',
			),
		);
		if ( '' !== $json ) {
			$args['headers']['Content-Type'] = 'application/json';
			$args['body']                    = $json;
		}
		if ( null !== $identity ) {
			$args['headers'] = array_merge( $args['headers'], self::signature_headers( $identity, $method, $this->url . $path, $json ) );
		}
		return wp_remote_request( $this->url . $path, $args );
	}

	/**
	 * The three headers of a signed request: `X-Site-Id`, `X-Site-Time` (Unix seconds) and
	 * `X-Site-Signature`, base64 of the Ed25519 signature over
	 * "extension-registry-site-v1\n{METHOD}\n{path with query}\n{time}\n{sha256 of the body}".
	 *
	 * @param array  $identity The site's identity (`id`, `secret`).
	 * @param string $method   The request's method.
	 * @param string $url      The request's full address.
	 * @param string $json     The body as sent.
	 * @return array<string, string>
	 */
	private static function signature_headers( $identity, $method, $url, $json ) {
		$parts  = wp_parse_url( $url );
		$target = ( isset( $parts['path'] ) ? $parts['path'] : '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		$time   = (string) time();
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the secret is kept in base64.
		$secret  = base64_decode( $identity['secret'], true );
		$message = self::SITE_SIGNATURE_CONTEXT . "\n" . strtoupper( $method ) . "\n" . $target . "\n" . $time . "\n" . hash( 'sha256', $json );
		return array(
			'X-Site-Id'        => $identity['id'],
			'X-Site-Time'      => $time,
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the registry takes signatures in base64.
			'X-Site-Signature' => base64_encode( sodium_crypto_sign_detached( $message, $secret ) ),
		);
	}

	/**
	 * @param array|WP_Error $response A registry answer to a signed request.
	 * @return bool Whether it says the site's key is not (or no longer, or not for this URL) enrolled.
	 */
	private function asks_to_enroll_again( $response ) {
		if ( is_wp_error( $response ) ) {
			return false;
		}
		$status  = (int) wp_remote_retrieve_response_code( $response );
		$message = self::error_message( $response );
		return ( 401 === $status && 'This site is not enrolled; enroll again.' === $message )
			|| ( 409 === $status && 0 === strpos( $message, "This site's key is enrolled for " ) );
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Site identity: the site's own key pair, enrolled with the registry.
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * The site's enrolled identity for its current home URL, enrolling first when it has none or
	 * its home URL changed since (a moved site, or a database cloned to staging: the clone becomes
	 * a site of its own and leaves the original's row alone). Null sends the request unsigned: a
	 * registry that does not know enrollment (404), a key without `sites:enroll`, a URL enrolled
	 * by another key (409; an operator releases it), or a PHP without sodium. A WP_Error: the
	 * registry could not be reached at all.
	 *
	 * @return array{id: string, url: string, secret: string}|null|WP_Error
	 */
	private function identity() {
		$home   = home_url( '/' );
		$stored = get_option( self::IDENTITY_OPTION );
		if ( is_array( $stored ) && isset( $stored['id'], $stored['url'], $stored['secret'] ) && $home === $stored['url'] ) {
			return $stored;
		}
		if ( get_transient( self::ENROLL_PAUSE ) === $home || ! function_exists( 'sodium_crypto_sign_keypair' ) ) {
			return null;
		}
		return $this->enroll( $home );
	}

	/**
	 * POST /sites/enroll with a key pair made here; the secret never leaves the site and is kept
	 * in an option that is not autoloaded (it is read only when the registry is asked).
	 *
	 * @param string $home The site's home URL.
	 * @return array|null|WP_Error The identity; null: send unsigned for a while; WP_Error: unreachable.
	 */
	private function enroll( $home ) {
		$pair     = sodium_crypto_sign_keypair();
		$public   = sodium_crypto_sign_publickey( $pair );
		$response = $this->send(
			'POST',
			'/sites/enroll',
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the registry takes keys in base64.
			(string) wp_json_encode( array( 'url' => $home, 'public_key' => base64_encode( $public ) ) ),
			null
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$answer = json_decode( wp_remote_retrieve_body( $response ), true );
		$id     = self::dig_string( $answer, 'id' );
		if ( 201 === $status && preg_match( '/^[0-9a-f]{16}$/', $id ) ) {
			$identity = array(
				'id'     => $id,
				'url'    => $home,
				// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- kept as text in the option.
				'secret' => base64_encode( sodium_crypto_sign_secretkey( $pair ) ),
			);
			delete_option( self::IDENTITY_OPTION );
			add_option( self::IDENTITY_OPTION, $identity, '', 'no' );
			delete_transient( self::ENROLL_PAUSE );
			return $identity;
		}
		// Unsigned until the pause ends. Only what an administrator must act on is logged; the
		// request that follows reports anything else itself.
		$pause = array(
			404 => DAY_IN_SECONDS, // A registry from before enrollment.
			403 => HOUR_IN_SECONDS,
			409 => HOUR_IN_SECONDS,
		);
		set_transient( self::ENROLL_PAUSE, $home, isset( $pause[ $status ] ) ? $pause[ $status ] : 5 * MINUTE_IN_SECONDS );
		if ( 403 === $status || 409 === $status ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the administrator must act on it.
			error_log( self::clean( sprintf( 'Extension Registry: this site could not enroll its key (POST /sites/enroll answered %d: %s); its requests are sent unsigned for now.', $status, self::error_message( $response ) ), 500 ) );
		}
		return null;
	}

	/**
	 * Drops the site's identity: the registry no longer knows its key, or knows it for another URL.
	 */
	private function forget_identity() {
		delete_option( self::IDENTITY_OPTION );
		delete_transient( self::ENROLL_PAUSE );
	}

	/**
	 * @param array|WP_Error $response A registry answer.
	 * @return string The error message of its body (`messages.error`), or ''.
	 */
	private static function error_message( $response ) {
		$answer = is_wp_error( $response ) ? null : json_decode( wp_remote_retrieve_body( $response ), true );
		return is_array( $answer ) ? self::clean( self::dig_string( self::dig( $answer, array( 'messages' ) ), 'error' ), 300 ) : '';
	}

	/**
	 * @param string $message What went wrong.
	 */
	private static function log( $message ) {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the failure must reach the server's log, once per check.
		error_log( 'Extension Registry: ' . $message . '; no registry updates are offered until it answers.' );
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Small helpers.
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * @param string $url A WordPress HTTP request's address.
	 * @return string|null 'plugins' or 'themes' for WordPress.org's update checks, else null.
	 */
	private static function org_update_check_kind( $url ) {
		if ( is_string( $url ) && preg_match( '#^https?://api\.wordpress\.org/(plugins|themes)/update-check/#', $url, $match ) ) {
			return $match[1];
		}
		return null;
	}

	/**
	 * @param string $url An http or https address.
	 * @return array{host: string, port: int}|null Its lowercase host and its port (the scheme's default when absent).
	 */
	private static function endpoint_of( $url ) {
		$parts = wp_parse_url( (string) $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || empty( $parts['scheme'] ) ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] );
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return null;
		}
		return array(
			'host' => strtolower( $parts['host'] ),
			'port' => isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 ),
		);
	}

	/**
	 * @return array<string, string> What an update check says of the site itself.
	 */
	private static function site_fields() {
		$site = array(
			'url'         => home_url( '/' ),
			'wp_version'  => (string) get_bloginfo( 'version' ),
			'php_version' => PHP_VERSION,
			'locale'      => (string) get_locale(),
		);
		$ring = self::ring();
		if ( null !== $ring ) {
			$site['ring'] = $ring;
		}
		return $site;
	}

	/**
	 * @return array<string, array> Installed plugins by file, with the headers WordPress read.
	 */
	private static function installed_plugins() {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		return get_plugins();
	}

	/**
	 * @return array<string, array> Installed themes by stylesheet, with their version and Update URI.
	 */
	private static function installed_themes() {
		$themes = array();
		foreach ( wp_get_themes() as $stylesheet => $theme ) {
			$themes[ (string) $stylesheet ] = array(
				'Version'   => (string) $theme->get( 'Version' ),
				'Name'      => (string) $theme->get( 'Name' ),
				'Template'  => (string) $theme->get_template(),
				'UpdateURI' => (string) $theme->get( 'UpdateURI' ),
			);
		}
		return $themes;
	}

	/**
	 * @param string $file A plugin file as get_plugins() keys it.
	 * @return string Its slug: the folder, or the file name for a single-file plugin.
	 */
	private static function plugin_slug( $file ) {
		$folder = dirname( $file );
		return '.' === $folder ? basename( $file, '.php' ) : $folder;
	}

	/**
	 * @param string $text  Text that may come from an answer or an archive.
	 * @param int    $limit At most this many characters.
	 * @return string The text with anything but printable ASCII replaced, cut to the limit.
	 */
	private static function clean( $text, $limit ) {
		return (string) preg_replace( '/[^\x20-\x7E]/', '?', substr( (string) $text, 0, $limit ) );
	}

	/**
	 * @param mixed    $data An array decoded from JSON.
	 * @param string[] $path Keys to follow.
	 * @return array The array found there, or an empty one.
	 */
	private static function dig( $data, $path ) {
		foreach ( $path as $key ) {
			if ( ! is_array( $data ) || ! isset( $data[ $key ] ) ) {
				return array();
			}
			$data = $data[ $key ];
		}
		return is_array( $data ) ? $data : array();
	}

	/**
	 * @param mixed  $data An array.
	 * @param string $key  A key.
	 * @return string The string found there, or ''.
	 */
	private static function dig_string( $data, $key ) {
		return is_array( $data ) && isset( $data[ $key ] ) && is_scalar( $data[ $key ] ) ? (string) $data[ $key ] : '';
	}
}

Extension_Registry_Client::boot();
