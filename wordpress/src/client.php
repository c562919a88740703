<?php

/**
 * The registry client: every hook this plugin adds lives here.
 */
final class Extension_Registry_Client {
	use Extension_Registry_Settings;
	use Extension_Registry_Transport;
	use Extension_Registry_Identity;
	use Extension_Registry_Managed;
	use Extension_Registry_Answer_Fields;
	use Extension_Registry_Update_Check;
	use Extension_Registry_Details;
	use Extension_Registry_Download_Checks;
	use Extension_Registry_Outcomes;
	use Extension_Registry_Probe;
	use Extension_Registry_Organization;
	use Extension_Registry_Urgent;

	/** Seconds a registry request may take (WordPress's own checks allow 3 to 30). */
	const TIMEOUT = 10;

	/** Option, not autoloaded: the site's enrolled identity (id, the home URL enrolled, the secret key). */
	const IDENTITY_OPTION = 'extension_registry_site_identity';

	/** Transient: the home URL whose enrollment the registry refused lately (sent unsigned meanwhile). */
	const ENROLL_PAUSE = 'extension_registry_enroll_pause';

	/** Option: the registry's refusal of the site's enrollment (url, status, message, time), shown as an admin notice. */
	const ENROLLMENT_NOTICE_OPTION = 'extension_registry_enrollment_refused';

	/** Value of the option ENROLLMENT_NOTICE_OPTION . '_for' while the paused URL's enrollment was refused (403, 409). */
	const ENROLL_REFUSED = 'refused';

	/** The first line of the message a site's request signature covers. */
	const SITE_SIGNATURE_CONTEXT = 'extension-registry-site-v1';

	/** Network option: which packages the registry manages (earlier releases also kept where its links pointed: forgotten). */
	const OPTION = 'extension_registry_managed';

	/** A WordPress or PHP version an answer may name (requires, tested, requires_php). */
	const WP_VERSION_PATTERN = '/^(?=.{1,32}$)[0-9]+(\.[0-9]+){0,3}(-[0-9A-Za-z.]+)?$/';

	/** An http(s) link an answer may name: characters that cannot leave an attribute or a CSS url(). */
	const URL_PATTERN = '#^https?://[A-Za-z0-9._~:/?\#\[\]@!$&*+,;=%-]{1,2040}$#';

	/** A section of "View details" (its name is printed as the tab's title). */
	const SECTION_PATTERN = '/^[a-z][a-z_]{0,39}$/';

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

	/** Offers a check took back (a halt, a withdrawal, a hold since), "{kind}:{key}" => version and time: non-autoloaded. */
	const GONE_OPTION = 'extension_registry_gone_offers';

	/** How long an offer taken back is still named to a person who clicks to update it. */
	const GONE_FOR = HOUR_IN_SECONDS;

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

	/** The Plugins > Add New tab listing the registry's plugins (`tab=organization`). */
	const TAB = 'organization';

	/** The slugs the Organization tab last listed, so that its Install Now is answered by the registry. */
	const LISTED_TRANSIENT = 'extension_registry_listed';

	/** A plugin slug as WordPress.org and the registry name a folder. */
	const SLUG_PATTERN = '/^[a-z0-9][a-z0-9._-]{0,199}$/';

	/** An advisory's id as the registry names one (its own, or an imported source's). */
	const ADVISORY_PATTERN = '/^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/';

	/** The hourly cron event that asks the registry for security releases (urgent.php). */
	const URGENT_HOOK = 'extension_registry_urgent_check';

	/** Option, not autoloaded: the `since` of the next urgent check, kept after a good answer only. */
	const URGENT_SINCE_OPTION = 'extension_registry_urgent_since';

	/** Option, not autoloaded: the public plugins and themes the last urgent answer named for automatic update. */
	const AUTO_UPDATE_OPTION = 'extension_registry_auto_update';

	/** Seconds the registry's clock may differ from the site's (the registry's window for a signature's time). */
	const URGENT_CLOCK_SLACK = 300;

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
	 * "host:port" of the addresses let through WordPress's internal-address guard while the
	 * plugin's own request or download to them runs (and only then), each with how many are under way.
	 *
	 * @var array<string, int>
	 */
	private $passing = array();

	/** "host:port" of the download links "View details" handed out in this PHP request (an install follows). @var string[] */
	private $details_links = array();

	/** The lines about dropped offers this PHP request has logged (once each). @var string[] */
	private $logged = array();

	/** The "host:port" open_download() let through for the download under way, or null. @var string|null */
	private $download_window = null;

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

	/** Whether a request to api.wordpress.org failed in this PHP request (a site without internet). @var bool */
	private $org_unreachable = false;

	/**
	 * The first installs the Organization tab's details answered in this PHP request, keyed by
	 * the download link handed to WordPress: `slug`, `version`, `sha384`, `signature`.
	 *
	 * @var array<string, array>
	 */
	private $first_installs = array();

	/** The first install the gate let through and WordPress is unpacking (`slug`, `version`, `upgrader`), or null. @var array|null */
	private $first_install_passed = null;

	/** The packages the probe answered by this PHP request checks (`kind`, `key`, `slug`). @var array[] */
	private static $probed = array();

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
		add_action( 'http_api_debug', array( $this, 'note_org_unreachable' ), 10, 5 );
		// After each of WordPress's scheduled update checks: WordPress runs its automatic updater
		// only at the end of a core check api.wordpress.org answered.
		add_action( 'wp_version_check', array( $this, 'update_without_org' ), PHP_INT_MAX, 0 );
		add_action( 'wp_update_plugins', array( $this, 'update_without_org' ), PHP_INT_MAX, 0 );
		add_action( 'wp_update_themes', array( $this, 'update_without_org' ), PHP_INT_MAX, 0 );
		add_filter( 'pre_set_site_transient_update_plugins', array( $this, 'merge_plugin_updates' ) );
		add_filter( 'pre_set_site_transient_update_themes', array( $this, 'merge_theme_updates' ) );
		add_filter( 'site_transient_update_plugins', array( $this, 'name_gone_plugin_offers' ) );
		add_filter( 'site_transient_update_themes', array( $this, 'name_gone_theme_offers' ) );
		add_filter( 'plugins_api', array( $this, 'plugin_information' ), 10, 3 );
		// The first install: Plugins > Add New > Organization (organization.php).
		add_filter( 'install_plugins_tabs', array( $this, 'organization_tab' ) );
		add_filter( 'install_plugins_table_api_args_' . self::TAB, array( $this, 'organization_query' ) );
		add_action( 'install_plugins_' . self::TAB, array( $this, 'organization_table' ) );
		add_filter( 'plugins_api', array( $this, 'organization_plugins' ), 11, 3 );
		add_filter( 'upgrader_source_selection', array( $this, 'check_first_install_unpacked' ), PHP_INT_MAX, 4 );
		add_filter( 'themes_api', array( $this, 'theme_information' ), 10, 3 );
		// First: the registry's link passes the internal-address guard while the callbacks fetch it.
		add_filter( 'upgrader_pre_download', array( $this, 'open_download' ), PHP_INT_MIN, 4 );
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
		// Security releases within the hour (urgent.php); WordPress's own automatic updater installs them.
		add_action( 'init', array( $this, 'schedule_urgent_check' ) );
		add_action( self::URGENT_HOOK, array( $this, 'urgent_check' ) );
		// Default priority: a site's own filter added later (a policy of no automatic updates) still decides.
		add_filter( 'auto_update_plugin', array( $this, 'auto_update_exposed_plugin' ), 10, 2 );
		add_filter( 'auto_update_theme', array( $this, 'auto_update_exposed_theme' ), 10, 2 );
		add_action( 'core_upgrade_preamble', array( $this, 'refusals_notice' ) );
		add_action( 'admin_notices', array( $this, 'enrollment_notice' ) );
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * The update check.
	 * ---------------------------------------------------------------------------------------
	 */
}

Extension_Registry_Client::boot();
