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

/**
 * What wp-config.php configures (the ring, the signing keys) and the notices when it is missing or wrong.
 */
trait Extension_Registry_Settings {

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
		self::forget_link_addresses();
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
	 * Earlier releases kept the addresses of the registry's links in the option and let them
	 * through WordPress's internal-address guard for every request, for good: they are removed.
	 */
	private static function forget_link_addresses() {
		$stored = get_site_option( self::OPTION );
		if ( is_array( $stored ) && array_key_exists( 'links', $stored ) ) {
			unset( $stored['links'] );
			update_site_option( self::OPTION, $stored );
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
}

/**
 * Requests to the registry, and the one address let through WordPress's internal-address guard while they run.
 */
trait Extension_Registry_Transport {

	/**
	 * WordPress refuses downloads from private addresses: let through exactly the host and port
	 * of the plugin's own request under way (passing()), and nothing once it has ended.
	 *
	 * @param bool   $external Whether the host counts as external so far.
	 * @param string $host     The host.
	 * @param string $url      The address requested.
	 * @return bool
	 */
	public function allow_registry_host( $external, $host, $url ) {
		return $external || $this->is_passing( $url );
	}

	/**
	 * WordPress refuses ports other than 80, 443 and 8080: add the port of the request under way.
	 *
	 * @param int[]  $ports The ports allowed so far.
	 * @param string $host  The host.
	 * @param string $url   The address requested.
	 * @return int[]
	 */
	public function allow_registry_port( $ports, $host, $url ) {
		if ( ! is_array( $ports ) || ! $this->is_passing( $url ) ) {
			return $ports;
		}
		$endpoint = self::endpoint_of( $url );
		$ports[]  = $endpoint['port'];
		return $ports;
	}

	/**
	 * @param string $url An address.
	 * @return bool Whether its host and port are the registry's or those of a link "View details"
	 *              handed out in this PHP request.
	 */
	private function is_allowed_endpoint( $url ) {
		$endpoint = self::endpoint_of( (string) $url );
		if ( ! $endpoint ) {
			return false;
		}
		$allowed   = $this->details_links;
		$registry  = self::endpoint_of( $this->url );
		$allowed[] = $registry['host'] . ':' . $registry['port'];
		return in_array( $endpoint['host'] . ':' . $endpoint['port'], $allowed, true );
	}

	/**
	 * Runs one of the plugin's own requests with its address let through WordPress's
	 * internal-address guard (a registry on an internal network), for as long as it runs.
	 *
	 * @param string   $url     The address the request goes to.
	 * @param callable $request Sends it.
	 * @return mixed What $request answers.
	 */
	private function passing( $url, $request ) {
		$endpoint = self::endpoint_of( $url );
		$key      = null !== $endpoint ? $endpoint['host'] . ':' . $endpoint['port'] : null;
		if ( null !== $key ) {
			$this->start_passing( $key );
		}
		try {
			return $request();
		} finally {
			if ( null !== $key ) {
				$this->stop_passing( $key );
			}
		}
	}

	/**
	 * @param string $key "host:port" let through until stop_passing().
	 */
	private function start_passing( $key ) {
		$this->passing[ $key ] = ( isset( $this->passing[ $key ] ) ? $this->passing[ $key ] : 0 ) + 1;
	}

	/**
	 * @param string $key "host:port" that start_passing() let through.
	 */
	private function stop_passing( $key ) {
		if ( ! isset( $this->passing[ $key ] ) ) {
			return;
		}
		--$this->passing[ $key ];
		if ( $this->passing[ $key ] <= 0 ) {
			unset( $this->passing[ $key ] );
		}
	}

	/**
	 * @param string $url An address WordPress's guard is asked about.
	 * @return bool Whether one of the plugin's own requests to its host and port is under way.
	 */
	private function is_passing( $url ) {
		$endpoint = self::endpoint_of( (string) $url );
		return null !== $endpoint && isset( $this->passing[ $endpoint['host'] . ':' . $endpoint['port'] ] );
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Which packages are managed.
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
		$url = $this->url . $path;
		return $this->passing(
			$url,
			static function () use ( $url, $args ) {
				return wp_remote_request( $url, $args );
			}
		);
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
}

/**
 * The site's own key: enrollment with the registry and the signature of every later request.
 */
trait Extension_Registry_Identity {

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
		$kept   = is_array( $stored ) && isset( $stored['id'], $stored['url'], $stored['secret'] );
		if ( $kept && $home === $stored['url'] ) {
			return $stored;
		}
		// A changed Site Address (or a clone) is enrolled with the same key, within its allowance. Refused
		// (403, 409), the old enrollment stays and nothing is sent for the new URL: no unsigned check mints
		// a site. A registry from before enrollment (404) is asked unsigned, as before.
		$refused = $kept && self::ENROLL_REFUSED === get_option( self::ENROLLMENT_NOTICE_OPTION . '_for' ) && $home === get_transient( self::ENROLL_PAUSE );
		if ( $refused ) {
			return new WP_Error( 'extension_registry_moved', sprintf( 'the registry refused to enroll this site\'s new address %s', $home ) );
		}
		if ( get_transient( self::ENROLL_PAUSE ) === $home || ! function_exists( 'sodium_crypto_sign_keypair' ) ) {
			return null;
		}
		$enrolled = $this->enroll( $home );
		if ( null === $enrolled && $kept && self::ENROLL_REFUSED === get_option( self::ENROLLMENT_NOTICE_OPTION . '_for' ) ) {
			return new WP_Error( 'extension_registry_moved', sprintf( 'the registry refused to enroll this site\'s new address %s', $home ) );
		}
		return $enrolled;
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
		delete_option( self::ENROLLMENT_NOTICE_OPTION . '_for' );
		if ( 201 === $status && preg_match( '/^[0-9a-f]{16}$/', $id ) ) {
			delete_option( self::ENROLLMENT_NOTICE_OPTION );
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
			update_option( self::ENROLLMENT_NOTICE_OPTION . '_for', self::ENROLL_REFUSED, false );
			update_option(
				self::ENROLLMENT_NOTICE_OPTION,
				array(
					'url'     => $home,
					'status'  => $status,
					'message' => self::error_message( $response ),
					'time'    => time(),
				),
				false
			);
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the administrator must act on it.
			error_log( self::clean( sprintf( 'Extension Registry: this site could not enroll its key (POST /sites/enroll answered %d: %s); its requests are sent unsigned for now.', $status, self::error_message( $response ) ), 500 ) );
		}
		return null;
	}

	/**
	 * Every admin screen, for administrators: the registry refused the site's enrollment (a key
	 * bound to another site, an allowance used up, an expired key, a URL enrolled by another key),
	 * or the enrollment waits for an operator's approval. The registry's words, escaped.
	 */
	public function enrollment_notice() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$refused = get_option( self::ENROLLMENT_NOTICE_OPTION );
		if ( is_array( $refused ) && isset( $refused['url'], $refused['message'] ) && home_url( '/' ) === $refused['url'] ) {
			$stored = get_option( self::IDENTITY_OPTION );
			$kept   = is_array( $stored ) && isset( $stored['url'] ) ? (string) $stored['url'] : '';
			printf(
				'<div class="notice notice-error extension-registry-enrollment"><p>%s</p></div>',
				esc_html(
					sprintf(
						/* translators: 1: the site's address, 2: the registry's message, 3: the address still enrolled. */
						__( 'Extension Registry: the registry refused to enroll %1$s: %2$s %3$s', 'extension-registry' ),
						(string) $refused['url'],
						self::clean( (string) $refused['message'], 300 ),
						'' !== $kept
							/* translators: %s: the address the site enrolled before. */
							? sprintf( __( 'The site stays enrolled as %s and asks the registry nothing for its new address.', 'extension-registry' ), $kept )
							: __( 'Ask the registry\'s operator for a key for this site.', 'extension-registry' )
					)
				)
			);
		}
		$site = self::refusals()['site'];
		if ( null !== $site && 403 === (int) $site['status'] && "This site's enrollment awaits an operator's approval." === (string) $site['message'] ) {
			printf(
				'<div class="notice notice-warning extension-registry-enrollment"><p>%s</p></div>',
				esc_html__( 'Extension Registry: this site\'s enrollment awaits an operator\'s approval; until then the registry offers it no updates.', 'extension-registry' )
			);
		}
	}

	/**
	 * Drops the site's identity: the registry no longer knows its key, or knows it for another URL.
	 */
	private function forget_identity() {
		delete_option( self::IDENTITY_OPTION );
		delete_transient( self::ENROLL_PAUSE );
	}
}

/**
 * Which installed plugins and themes the registry manages, remembered across answers.
 */
trait Extension_Registry_Managed {

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
	 * Keeps which installed packages the registry answered for, so that later requests (a
	 * download, "View details", a check while the registry is down) know them. Where its links
	 * point is not kept: an address is let through only while the plugin's request to it runs.
	 * Slugs are only ever added: an answer that leaves a managed package out (a registry
	 * turned hostile, a package deleted there) never hands it back to WordPress.org. The set lives
	 * in the database, so it survives a file deployment and travels with a cloned database.
	 *
	 * @param array $answer The registry's update-check answer.
	 */
	private function remember_answer( $answer ) {
		$plugins = array_intersect_key( self::dig( $answer, array( 'plugins' ) ) + self::dig( $answer, array( 'no_update', 'plugins' ) ), self::installed_plugins() );
		$themes  = array_intersect_key( self::dig( $answer, array( 'themes' ) ) + self::dig( $answer, array( 'no_update', 'themes' ) ), self::installed_themes() );
		$this->remember_slugs( 'plugins', array_map( array( __CLASS__, 'plugin_slug' ), array_map( 'strval', array_keys( $plugins ) ) ) );
		$this->remember_slugs( 'themes', array_map( 'strval', array_keys( $themes ) ) );
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
	 * @param string $field 'plugins' or 'themes'.
	 * @return string[]
	 */
	private function remembered( $field ) {
		$stored = $this->stored();
		return $stored[ $field ];
	}

	/**
	 * @return array{plugins: string[], themes: string[]}
	 */
	private function stored() {
		$stored = get_site_option( self::OPTION, array() );
		$clean  = array();
		foreach ( array( 'plugins', 'themes' ) as $field ) {
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
}

/**
 * The field checks every value of an answer passes before WordPress stores or prints it.
 */
trait Extension_Registry_Answer_Fields {

	/**
	 * A plugin's "Tested up to" as WordPress.org answers it: a branch (`6.1`) stands for its point
	 * releases, so WordPress.org answers the branch's latest one, and Dashboard > Updates, which
	 * compares `tested` with the running version as it is, says "Compatibility: Unknown" for a
	 * plugin tested up to 6.1 on 6.1.9 otherwise. A branch the running version belongs to becomes
	 * the running version; anything else stays as the plugin's author wrote it.
	 *
	 * @param string $tested The version the offer names (already checked against WP_VERSION_PATTERN).
	 * @return string
	 */
	private static function tested_here( $tested ) {
		$running = (string) get_bloginfo( 'version' );
		if ( preg_match( '/^[0-9]+\.[0-9]+$/', $tested ) && 0 === strpos( $running, $tested . '.' ) && preg_match( self::WP_VERSION_PATTERN, $running ) ) {
			return $running;
		}
		return $tested;
	}

	/**
	 * @param string $author A plugin's author as the registry gives it: `<a href="{uri}" target="_blank">{name}</a>`, or a name.
	 * @return string The same link rebuilt from its checked parts, or the name as plain text ('' for none).
	 */
	private static function author_link( $author ) {
		if ( preg_match( '#^<a href="([^"<>]*)"(?: target="_blank")?>([^<>]*)</a>$#', $author, $match ) ) {
			$url  = self::http_url( html_entity_decode( $match[1], ENT_QUOTES, 'UTF-8' ) );
			$name = self::plain_text( $match[2], 200 );
			return '' !== $url && '' !== $name ? sprintf( '<a href="%s" target="_blank">%s</a>', esc_url( $url ), $name ) : $name;
		}
		return self::plain_text( $author, 200 );
	}

	/**
	 * @param mixed $url What an answer gives as a link.
	 * @return string The link when it is an http(s) address with a host that WordPress's esc_url()
	 *                leaves as it is and that holds no quote, parenthesis, angle bracket or space; else ''.
	 */
	private static function http_url( $url ) {
		if ( ! is_string( $url ) || ! preg_match( self::URL_PATTERN, $url ) ) {
			return '';
		}
		$host = wp_parse_url( $url, PHP_URL_HOST );
		return is_string( $host ) && '' !== $host && esc_url_raw( $url, array( 'http', 'https' ) ) === $url ? $url : '';
	}

	/**
	 * @param array    $urls  An answer's map of links (icons, banners).
	 * @param string[] $names The names WordPress reads.
	 * @return array<string, string> The names that hold an http(s) link (http_url()).
	 */
	private static function http_urls( $urls, $names ) {
		$checked = array();
		foreach ( $names as $name ) {
			$url = self::http_url( isset( $urls[ $name ] ) ? $urls[ $name ] : null );
			if ( '' !== $url ) {
				$checked[ $name ] = $url;
			}
		}
		return $checked;
	}

	/**
	 * @param mixed $text  What an answer gives as text.
	 * @param int   $limit At most this many characters.
	 * @return string The text without tags or control characters, HTML-escaped (WordPress prints
	 *                some of these fields raw, others through esc_html() or esc_attr(), which leave
	 *                an escaped text as it is).
	 */
	private static function plain_text( $text, $limit ) {
		if ( ! is_string( $text ) || '' === $text ) {
			return '';
		}
		// Entities decoded first: markup sent as entities is markup too, and the text is escaped once below.
		$text = html_entity_decode( wp_check_invalid_utf8( $text ), ENT_QUOTES, 'UTF-8' );
		$text = trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/', ' ', wp_strip_all_tags( $text ) ) );
		return esc_html( mb_substr( $text, 0, $limit ) );
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

/**
 * The update check: the registry's offers merged into WordPress's update lists, WordPress.org kept out of managed packages.
 */
trait Extension_Registry_Update_Check {

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
		$kept = is_object( $kept ) ? $kept : new stdClass();
		foreach ( array( 'response', 'no_update', 'translations' ) as $field ) {
			if ( ! isset( $kept->$field ) || ! is_array( $kept->$field ) ) {
				$kept->$field = array(); // The fields WordPress's own answers always have.
			}
		}
		// What WordPress compares with the installed versions before checking again: without it,
		// every Plugins and Updates page of a site without internet access sends a full check.
		$kept->last_checked = time();
		$kept->checked      = array();
		foreach ( 'plugins' === $kind ? self::installed_plugins() : self::installed_themes() as $key => $headers ) {
			$kept->checked[ $key ] = isset( $headers['Version'] ) ? (string) $headers['Version'] : '';
		}
		set_site_transient( 'update_' . $kind, $kept );
	}

	/**
	 * Notes that api.wordpress.org could not be reached, or did not answer 200, in this request.
	 *
	 * @param array|WP_Error $response The response.
	 * @param string         $context  'response'.
	 * @param string         $class    The transport.
	 * @param array          $args     The request's arguments.
	 * @param string         $url      The request's address.
	 */
	public function note_org_unreachable( $response, $context, $class, $args, $url ) {
		if ( ! is_string( $url ) || ! preg_match( '#^https?://api\.wordpress\.org/#', $url ) ) {
			return;
		}
		if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			$this->org_unreachable = true;
		}
	}

	/**
	 * A scheduled update check could not reach api.wordpress.org: WordPress 6.1 then never runs
	 * its automatic updater (wp_version_check() fires wp_maybe_auto_update only after a core
	 * answer), so canary installs, security releases and the rollback of a withdrawn release
	 * would never happen on a site without internet access. Runs it here, once per cron run,
	 * as WordPress would have: the updater takes its own lock and checks again with the registry.
	 */
	public function update_without_org() {
		if ( ! $this->org_unreachable || ! wp_doing_cron() || did_action( 'wp_maybe_auto_update' ) || doing_action( 'wp_maybe_auto_update' ) ) {
			return;
		}
		do_action( 'wp_maybe_auto_update' );
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
		$before  = get_site_transient( 'update_' . $kind );
		$slugs   = 'plugins' === $kind ? array_map( array( __CLASS__, 'plugin_slug' ), $managed ) : $managed;
		$installed = 'plugins' === $kind ? self::installed_plugins() : self::installed_themes();
		$ignored   = array();
		$malformed = array();
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
				$entry = self::checked_offer( $entry, $kind );
				if ( null === $entry ) {
					// WordPress prints new_version raw: an offer without a version it can show is no offer.
					$malformed[] = $key;
					continue;
				}
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
		self::note_gone_offers( $kind, $managed, $before, $value, $installed );
		if ( $ignored ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a refused offer must reach the server's log, once per check.
			error_log( self::clean( sprintf( 'Extension Registry: the registry offered %s, which is not installed here; the offer was ignored and nothing was installed.', implode( ', ', array_slice( array_unique( $ignored ), 0, 5 ) ) ), 500 ) );
		}
		if ( $malformed ) {
			$line = self::clean( sprintf( 'Extension Registry: the registry\'s offer for %s names no new_version that is a version; the offer was dropped and nothing is offered for it.', implode( ', ', array_slice( array_unique( $malformed ), 0, 5 ) ) ), 500 );
			// WordPress stores the update list twice in a check (before and after it asks): one line per answer.
			if ( ! in_array( $line, $this->logged, true ) ) {
				$this->logged[] = $line;
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a dropped offer must reach the server's log, once per answer.
				error_log( $line );
			}
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
	 * An update offer as WordPress may store and print it, or null when its new_version is not a
	 * version. WordPress 6.1 prints new_version raw (Dashboard > Updates, the Themes screen), puts
	 * url, package, icons and banners into attributes and CSS, compares requires, tested and
	 * requires_php, and prints upgrade_notice after strip_tags(): only the fields WordPress's own
	 * offers have are kept, each when it passes its check (else it is left out); `plugin`, `slug`
	 * and `theme` are the site's own names, set by the caller.
	 *
	 * @param array  $entry The registry's entry.
	 * @param string $kind  'plugins' or 'themes'.
	 * @return array|null
	 */
	private static function checked_offer( $entry, $kind ) {
		$version = self::offered_version( $entry );
		if ( '' === $version ) {
			return null;
		}
		$offer = array( 'new_version' => $version );
		foreach ( array( 'url', 'package' ) as $field ) {
			$url = self::http_url( self::dig_string( $entry, $field ) );
			if ( '' !== $url ) {
				$offer[ $field ] = $url;
			}
		}
		$versions = array( 'requires', 'requires_php' );
		if ( 'plugins' === $kind ) {
			$id = self::dig_string( $entry, 'id' );
			if ( preg_match( '#^[A-Za-z0-9._:/-]{1,300}$#', $id ) ) {
				$offer['id'] = $id;
			}
			foreach ( array( 'icons', 'banners', 'banners_rtl' ) as $field ) {
				$offer[ $field ] = self::http_urls( self::dig( $entry, array( $field ) ), array( 'svg', '1x', '2x', 'default', 'low', 'high' ) );
			}
			$versions[] = 'tested';
			$notice     = self::plain_text( self::dig_string( $entry, 'upgrade_notice' ), 300 );
			if ( '' !== $notice ) {
				$offer['upgrade_notice'] = $notice;
			}
		} elseif ( ! isset( $offer['url'] ) ) {
			$offer['url'] = ''; // WordPress reads a theme offer's url without looking whether it is there.
		}
		foreach ( $versions as $field ) {
			$value = self::dig_string( $entry, $field );
			if ( preg_match( self::WP_VERSION_PATTERN, $value ) ) {
				$offer[ $field ] = $value;
			}
		}
		if ( isset( $offer['tested'] ) ) {
			$offer['tested'] = self::tested_here( $offer['tested'] );
		}
		// What the download gate compares (it takes them from the answer of its own re-check).
		foreach ( array( 'sha384' => '/^[0-9a-f]{96}$/', 'signature' => '#^[A-Za-z0-9+/]{85}[AQgw]==$#' ) as $field => $pattern ) {
			$value = self::dig_string( $entry, $field );
			if ( preg_match( $pattern, $value ) ) {
				$offer[ $field ] = $value;
			}
		}
		if ( isset( $entry['autoupdate'] ) && true === $entry['autoupdate'] ) {
			$offer['autoupdate'] = true;
		}
		return $offer;
	}

	/**
	 * Remembers the managed offers this check took back, and forgets those offered again. An
	 * administrator who clicks "Update" on a screen loaded before a halt, a withdrawal or a hold
	 * meets a fresh check first (Dashboard > Updates checks again as it loads), which drops the
	 * offer; WordPress then finds nothing to update and reports "updated successfully".
	 *
	 * @param string   $kind      'plugins' or 'themes'.
	 * @param string[] $managed   The managed packages installed (plugin files or stylesheets).
	 * @param mixed    $before    The update list stored before this check.
	 * @param object   $after     The update list this check stores.
	 * @param array    $installed The installed plugins or themes, with their headers.
	 */
	private static function note_gone_offers( $kind, $managed, $before, $after, $installed ) {
		$gone    = get_option( self::GONE_OPTION, array() );
		$gone    = is_array( $gone ) ? $gone : array();
		$changed = false;
		$offered = isset( $after->response ) && is_array( $after->response ) ? $after->response : array();
		$old     = is_object( $before ) && isset( $before->response ) && is_array( $before->response ) ? $before->response : array();
		foreach ( $managed as $key ) {
			$id = $kind . ':' . $key;
			if ( isset( $offered[ $key ] ) ) {
				if ( isset( $gone[ $id ] ) ) {
					unset( $gone[ $id ] );
					$changed = true;
				}
				continue;
			}
			$version = isset( $old[ $key ] ) ? self::offered_version( (array) $old[ $key ] ) : '';
			// An offer that is gone because it was installed is no offer taken back.
			$runs = isset( $installed[ $key ]['Version'] ) ? (string) $installed[ $key ]['Version'] : '';
			if ( '' !== $version && $version !== $runs ) {
				$gone[ $id ] = array(
					'version' => $version,
					'time'    => time(),
				);
				$changed     = true;
			}
		}
		foreach ( $gone as $id => $entry ) {
			if ( ! is_array( $entry ) || ! isset( $entry['time'] ) || time() - (int) $entry['time'] > self::GONE_FOR ) {
				unset( $gone[ $id ] );
				$changed = true;
			}
		}
		if ( $changed ) {
			update_option( self::GONE_OPTION, array_slice( $gone, -self::MAX_REMEMBERED, null, true ), false );
		}
	}

	/**
	 * The plugin updates WordPress reads, with the offers taken back in the last hour named again
	 * while a person's update runs (see name_gone_offers()).
	 *
	 * @param mixed $value The stored update list.
	 * @return mixed
	 */
	public function name_gone_plugin_offers( $value ) {
		return self::name_gone_offers( $value, 'plugins' );
	}

	/**
	 * The theme updates WordPress reads, with the offers taken back named again (see name_gone_offers()).
	 *
	 * @param mixed $value The stored update list.
	 * @return mixed
	 */
	public function name_gone_theme_offers( $value ) {
		return self::name_gone_offers( $value, 'themes' );
	}

	/**
	 * While a person runs an update (update.php's upgrade and bulk actions, or the Ajax "Update
	 * now"), a managed package whose offer a check took back in the last hour is named with the
	 * version that was offered, so the upgrader tries it and the download gate, which asks the
	 * registry again, refuses it with "no longer offered" (and the site reports it) instead of
	 * WordPress saying it was updated. No link is named: nothing can be downloaded from it, and
	 * what is read for any other purpose is the list as stored.
	 *
	 * @param mixed  $value The stored update list.
	 * @param string $kind  'plugins' or 'themes'.
	 * @return mixed
	 */
	private static function name_gone_offers( $value, $kind ) {
		if ( ! is_object( $value ) || ! self::person_updating() ) {
			return $value;
		}
		$gone = get_option( self::GONE_OPTION, array() );
		if ( ! is_array( $gone ) || array() === $gone ) {
			return $value;
		}
		$value    = clone $value;
		$response = isset( $value->response ) && is_array( $value->response ) ? $value->response : array();
		foreach ( $gone as $id => $entry ) {
			$parts = explode( ':', (string) $id, 2 );
			if ( 2 !== count( $parts ) || $kind !== $parts[0] || isset( $response[ $parts[1] ] ) || ! is_array( $entry ) || time() - (int) $entry['time'] > self::GONE_FOR ) {
				continue;
			}
			$version = isset( $entry['version'] ) ? (string) $entry['version'] : '';
			if ( ! preg_match( self::VERSION_PATTERN, $version ) ) {
				continue;
			}
			$key = $parts[1];
			if ( 'plugins' === $kind ) {
				$response[ $key ] = (object) array(
					'plugin'      => $key,
					'slug'        => self::plugin_slug( $key ),
					'new_version' => $version,
					'package'     => '',
				);
			} else {
				$response[ $key ] = array(
					'theme'       => $key,
					'new_version' => $version,
					'url'         => '',
					'package'     => '',
				);
			}
		}
		$value->response = $response;
		return $value;
	}

	/**
	 * @return bool Whether this PHP request is a person's update of plugins or themes.
	 */
	private static function person_updating() {
		// phpcs:disable WordPress.Security.NonceVerification -- reads which screen runs; WordPress checks the nonce itself.
		$action = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification
		if ( wp_doing_ajax() ) {
			return in_array( $action, array( 'update-plugin', 'update-theme' ), true );
		}
		global $pagenow;
		return 'update.php' === $pagenow && in_array( $action, array( 'upgrade-plugin', 'update-selected', 'upgrade-theme', 'update-selected-themes' ), true );
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
}

/**
 * "View details": the registry's description, changelog and dependencies of a managed package.
 */
trait Extension_Registry_Details {

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
	 * object whose fields are arrays, each checked (checked_information()). A managed slug never
	 * falls back to WordPress.org.
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
		$information = self::checked_information( $record, $kind, $slug );
		if ( '' !== $information['download_link'] ) {
			// "Install Now" downloads it later in this PHP request (update.php asks for the details first).
			$endpoint              = self::endpoint_of( $information['download_link'] );
			$this->details_links[] = $endpoint['host'] . ':' . $endpoint['port'];
		}
		return (object) $information;
	}

	/**
	 * "View details" as WordPress may print it. WordPress 6.1 passes the sections and a few
	 * fields through wp_kses() in the plugin popup, but prints the name raw there and in the
	 * installer's screens, the section names as tab titles, and the version in messages: every
	 * field is checked here, what fails its check (or is not a field of the registry's answer) is
	 * left out. `external` keeps the popup from linking WordPress.org's page of a same-named plugin.
	 *
	 * @param array  $record The registry's answer.
	 * @param string $kind   'plugins' or 'themes'.
	 * @param string $slug   The slug asked for (the answer's own is not used).
	 * @return array
	 */
	private static function checked_information( $record, $kind, $slug ) {
		$name        = self::plain_text( self::dig_string( $record, 'name' ), 200 );
		$version     = self::dig_string( $record, 'version' );
		$information = array(
			'slug'          => $slug,
			'name'          => '' !== $name ? $name : $slug,
			// update.php reads these two without looking whether they are there.
			'version'       => preg_match( self::VERSION_PATTERN, $version ) ? $version : '',
			'download_link' => self::http_url( self::dig_string( $record, 'download_link' ) ),
			'external'      => true,
		);
		$texts   = array( 'short_description' => 500, 'description' => 2000 );
		$links   = array( 'author_profile', 'homepage', 'preview_url', 'screenshot_url', 'external_repository_url' );
		$numbers = array( 'num_ratings', 'active_installs', 'downloaded' );
		foreach ( $texts as $field => $limit ) {
			$text = self::plain_text( self::dig_string( $record, $field ), $limit );
			if ( '' !== $text ) {
				$information[ $field ] = $text;
			}
		}
		foreach ( $links as $field ) {
			$url = self::http_url( self::dig_string( $record, $field ) );
			if ( '' !== $url ) {
				$information[ $field ] = $url;
			}
		}
		foreach ( array( 'requires', 'tested', 'requires_php' ) as $field ) {
			$value = self::dig_string( $record, $field );
			if ( preg_match( self::WP_VERSION_PATTERN, $value ) ) {
				$information[ $field ] = $value;
			}
		}
		foreach ( $numbers as $field ) {
			if ( isset( $record[ $field ] ) && is_int( $record[ $field ] ) && $record[ $field ] >= 0 ) {
				$information[ $field ] = $record[ $field ];
			}
		}
		if ( isset( $record['rating'] ) && ( is_int( $record['rating'] ) || is_float( $record['rating'] ) ) && $record['rating'] >= 0 && $record['rating'] <= 100 ) {
			$information['rating'] = $record['rating'];
			if ( ! isset( $information['num_ratings'] ) ) {
				$information['num_ratings'] = 0; // The popup prints it with the rating.
			}
		}
		foreach ( array( 'added' => '/^\d{4}-\d{2}-\d{2}$/', 'last_updated' => '/^\d{4}-\d{2}-\d{2}( [0-9]{1,2}:[0-9]{2}(:[0-9]{2})?( ?[ap]m)?( UTC)?)?$/', 'last_updated_time' => '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', 'creation_time' => '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/' ) as $field => $pattern ) {
			$value = self::dig_string( $record, $field );
			if ( preg_match( $pattern, $value ) ) {
				$information[ $field ] = $value;
			}
		}
		foreach ( array( 'is_commercial', 'external_support_url', 'is_community' ) as $field ) {
			if ( isset( $record[ $field ] ) && is_bool( $record[ $field ] ) ) {
				$information[ $field ] = $record[ $field ];
			}
		}
		if ( 'plugins' === $kind ) {
			$author = self::author_link( self::dig_string( $record, 'author' ) );
			if ( '' !== $author ) {
				$information['author'] = $author;
			}
			$information['icons']   = self::http_urls( self::dig( $record, array( 'icons' ) ), array( 'svg', '1x', '2x', 'default' ) );
			$information['banners'] = self::http_urls( self::dig( $record, array( 'banners' ) ), array( 'low', 'high' ) );
			// WordPress 6.5's plugin dependencies read these slugs (the Requires Plugins header).
			$information['requires_plugins'] = array();
			foreach ( self::dig( $record, array( 'requires_plugins' ) ) as $required ) {
				if ( is_string( $required ) && preg_match( '/^[a-z0-9]+(-[a-z0-9]+)*$/', $required ) ) {
					$information['requires_plugins'][] = $required;
				}
			}
		} else {
			$author = self::dig( $record, array( 'author' ) );
			$information['author'] = array();
			foreach ( array( 'user_nicename', 'display_name', 'author' ) as $field ) {
				$information['author'][ $field ] = self::plain_text( self::dig_string( $author, $field ), 200 );
			}
			foreach ( array( 'profile', 'avatar', 'author_url' ) as $field ) {
				$information['author'][ $field ] = self::http_url( self::dig_string( $author, $field ) );
			}
			$information['tags'] = array();
			foreach ( self::dig( $record, array( 'tags' ) ) as $tag ) {
				$tag = self::plain_text( $tag, 100 );
				if ( '' !== $tag ) {
					$information['tags'][] = $tag;
				}
			}
		}
		$information['sections'] = array();
		foreach ( self::dig( $record, array( 'sections' ) ) as $section => $content ) {
			if ( preg_match( self::SECTION_PATTERN, (string) $section ) && is_string( $content ) ) {
				// Scripts and styles go whole (wp_kses_post() would leave their code as text).
				$content = (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', wp_check_invalid_utf8( $content ) );
				$information['sections'][ (string) $section ] = wp_kses_post( $content );
			}
		}
		$information['versions'] = array();
		foreach ( self::dig( $record, array( 'versions' ) ) as $listed => $link ) {
			$url = self::http_url( $link );
			if ( preg_match( self::VERSION_PATTERN, (string) $listed ) && '' !== $url ) {
				$information['versions'][ (string) $listed ] = $url;
			}
		}
		return $information;
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
}

/**
 * The trust rule: the checks a download and its unpacked archive pass before WordPress installs them.
 */
trait Extension_Registry_Download_Checks {

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
	 * It also closes what open_download() opened: past it, the link is no longer let through.
	 *
	 * @param false|string|WP_Error $reply      What the earlier callbacks answered; false: nothing yet.
	 * @param string                $package    The link kept in the update answer.
	 * @param WP_Upgrader           $upgrader   The upgrader.
	 * @param array                 $hook_extra Which plugin or theme is being upgraded.
	 * @return false|string|WP_Error
	 */
	public function guard_download( $reply, $package, $upgrader, $hook_extra = array() ) {
		try {
			return $this->gate_download( $reply, $package, $upgrader, $hook_extra );
		} finally {
			if ( null !== $this->download_window ) {
				$this->stop_passing( $this->download_window );
				$this->download_window = null;
			}
		}
	}

	/**
	 * The first word on an update download (PHP_INT_MIN on upgrader_pre_download): when it is a
	 * managed package's, or a link of the registry's, its address passes WordPress's
	 * internal-address guard until guard_download() has answered, so that another plugin's
	 * callback may fetch it too (its file is checked all the same). Nothing else is let through.
	 *
	 * @param false|string|WP_Error $reply      What the earlier callbacks answered (returned unchanged).
	 * @param string                $package    The link kept in the update answer.
	 * @param WP_Upgrader           $upgrader   The upgrader.
	 * @param array                 $hook_extra Which plugin or theme is being upgraded.
	 * @return false|string|WP_Error
	 */
	public function open_download( $reply, $package, $upgrader, $hook_extra = array() ) {
		if ( null !== $this->download_window ) {
			$this->stop_passing( $this->download_window );
			$this->download_window = null;
		}
		$target    = self::update_target( $hook_extra );
		$installed = null !== $target ? self::installed_headers( $target ) : null;
		$ours      = null !== $installed && $this->is_managed( $target, $installed );
		$endpoint  = self::endpoint_of( self::http_url( $package ) );
		if ( null !== $endpoint && ( $ours || $this->is_allowed_endpoint( (string) $package ) ) ) {
			$this->download_window = $endpoint['host'] . ':' . $endpoint['port'];
			$this->start_passing( $this->download_window );
		}
		return $reply;
	}

	/**
	 * guard_download()'s checks.
	 *
	 * @param false|string|WP_Error $reply      What the earlier callbacks answered; false: nothing yet.
	 * @param string                $package    The link kept in the update answer.
	 * @param WP_Upgrader           $upgrader   The upgrader.
	 * @param array                 $hook_extra Which plugin or theme is being upgraded.
	 * @return false|string|WP_Error
	 */
	private function gate_download( $reply, $package, $upgrader, $hook_extra ) {
		$this->end_attempt();
		$target = self::update_target( $hook_extra );
		if ( null === $target && isset( $this->first_installs[ (string) $package ] ) ) {
			return $this->first_install_download( $reply, (string) $package, $upgrader );
		}
		if ( null === $target ) {
			// A new install: WordPress never lets one replace an existing folder. A link of the
			// registry's (as "View details" hands out) is downloaded here, where it may pass.
			if ( false === $reply && '' !== self::http_url( $package ) && $this->is_allowed_endpoint( (string) $package ) ) {
				return $this->download( (string) $package, $upgrader, (string) $package );
			}
			return $reply;
		}
		$download  = array(
			'target'  => $target,
			'package' => (string) $package,
		);
		$installed = self::installed_headers( $target );
		if ( null === $installed ) {
			return $this->refused_by( array( 'check_installed_here' ), $download, $reply, $package, $reply );
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
		$download['target']['version'] = $version;
		$download['installed']          = $installed;
		$refused                        = $this->refused_by( self::download_checks(), $download, $reply, $package, null );
		if ( null !== $refused ) {
			return $refused;
		}
		$file = is_string( $reply ) && '' !== $reply && is_file( $reply ) ? $reply : $this->download( $download['offer']['package'], $upgrader, $target['slug'] . ' ' . $version );
		if ( is_wp_error( $file ) ) {
			$this->attempt_result( $file );
			return $file;
		}
		$download['file'] = $file;
		$refused          = $this->refused_by( self::file_checks(), $download, $file, $package, null );
		if ( null !== $refused ) {
			return $refused;
		}
		$this->passed[ $target['kind'] . ':' . $target['key'] ] = $version;
		return $file;
	}

	/**
	 * The trust rule before a managed update's download, in order: each check returns null or
	 * the WP_Error that refuses the update (its code is the refusal's one name, in the error and
	 * in the outcome report).
	 *
	 * @return string[] Methods of this class, each taking the download under way (by reference).
	 */
	private static function download_checks() {
		return array( 'check_offer_names_a_version', 'check_still_offered' );
	}

	/**
	 * The trust rule on the downloaded file, in order (see download_checks()).
	 *
	 * @return string[]
	 */
	private static function file_checks() {
		return array( 'check_signed' );
	}

	/**
	 * The trust rule on a managed update WordPress has unpacked, in order (see download_checks()).
	 *
	 * @return string[]
	 */
	private static function unpacked_checks() {
		return array( 'check_passed_the_gate', 'check_the_offered_archive' );
	}

	/**
	 * Runs checks in order; the first refusal stops the update.
	 *
	 * @param string[]              $checks  Names of check methods.
	 * @param array                 $subject What they check (a check may add what later ones need).
	 * @param false|string|WP_Error $file    A downloaded file a refusal deletes, if any.
	 * @param string                $package The link kept in the update answer (never deleted).
	 * @param mixed                 $passed  What to return when every check passes.
	 * @return mixed The refusal's WP_Error, or $passed.
	 */
	private function refused_by( $checks, &$subject, $file, $package, $passed ) {
		foreach ( $checks as $check ) {
			$error = $this->$check( $subject );
			if ( null !== $error ) {
				return $this->refuse( $file, $package, $error->get_error_code(), $error->get_error_message(), (string) $error->get_error_data() );
			}
		}
		return $passed;
	}

	/**
	 * An update named for something not installed here is refused when the package is the
	 * registry's (by slug or by link): it would install what nobody asked for.
	 *
	 * @param array $download `target`, `package`.
	 * @return WP_Error|null
	 */
	private function check_installed_here( &$download ) {
		$target = $download['target'];
		if ( ! $this->is_managed_slug( $target ) && ! $this->is_allowed_endpoint( $download['package'] ) ) {
			return null;
		}
		return new WP_Error(
			'extension_registry_not_installed',
			/* translators: 1: plugin file or theme folder, 2: "plugin" or "theme". */
			sprintf( __( 'Extension Registry: the update offered for %1$s names a %2$s that is not installed here; nothing was installed.', 'extension-registry' ), $target['key'], $target['type'] )
		);
	}

	/**
	 * The offer kept since the update check must name a version: the signature covers one.
	 *
	 * @param array $download `target` (with `version`).
	 * @return WP_Error|null
	 */
	private function check_offer_names_a_version( &$download ) {
		if ( '' !== $download['target']['version'] ) {
			return null;
		}
		return new WP_Error(
			'extension_registry_no_version',
			/* translators: %s: plugin or theme slug. */
			sprintf( __( 'Extension Registry: the update offered for %s names no version; not installed.', 'extension-registry' ), $download['target']['slug'] )
		);
	}

	/**
	 * The registry, asked again now, must still offer that version; its fresh answer (`offer`,
	 * with the link to download) is what the later checks use.
	 *
	 * @param array $download `target`, `installed`; gets `offer`.
	 * @return WP_Error|null
	 */
	private function check_still_offered( &$download ) {
		$offer = $this->still_offered( $download['target'], $download['installed'] );
		if ( is_wp_error( $offer ) ) {
			return $offer;
		}
		$download['offer'] = $offer;
		return null;
	}

	/**
	 * With EXTENSION_REGISTRY_SIGNING_KEYS, the file must be the offered release, signed by one
	 * of the site's keys for this package and version.
	 *
	 * @param array $download `target`, `offer`, `file`.
	 * @return WP_Error|null
	 */
	private function check_signed( &$download ) {
		if ( ! defined( 'EXTENSION_REGISTRY_SIGNING_KEYS' ) ) {
			return null;
		}
		$target = $download['target'];
		$reason = self::signature_problem( $download['file'], $target['type'], $target['slug'], $target['version'], $download['offer'] );
		if ( null === $reason ) {
			return null;
		}
		return new WP_Error(
			'extension_registry_not_signed',
			/* translators: 1: plugin or theme slug, 2: version. */
			sprintf( __( 'Extension Registry: %1$s %2$s is not signed by a trusted key; not installed.', 'extension-registry' ), $target['slug'], $target['version'] ),
			$reason
		);
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
		$unpacked  = array(
			'target'        => $target,
			'source'        => (string) $source,
			'remote_source' => (string) $remote_source,
			'folder'        => basename( untrailingslashit( (string) $source ) ),
		);
		$installed = self::installed_headers( $target );
		if ( null === $installed || ! $this->is_managed( $target, $installed ) ) {
			return $this->refused_by( array( 'check_not_a_managed_folder' ), $unpacked, false, '', $source );
		}
		$refused = $this->refused_by( self::unpacked_checks(), $unpacked, false, '', null );
		if ( null !== $refused ) {
			return $refused;
		}
		$this->remember_slugs( $target['kind'], array( $target['slug'] ) );
		return $source;
	}

	/**
	 * An update of a package the registry does not manage may not land in the folder of one it
	 * does.
	 *
	 * @param array $unpacked `target`, `folder`.
	 * @return WP_Error|null
	 */
	private function check_not_a_managed_folder( &$unpacked ) {
		$target  = $unpacked['target'];
		$folder  = $unpacked['folder'];
		$managed = array( 'type' => $target['type'], 'kind' => $target['kind'], 'slug' => $folder );
		if ( $folder === $target['slug'] || ! $this->is_managed_slug( $managed ) ) {
			return null;
		}
		return new WP_Error(
			'extension_registry_foreign_folder',
			/* translators: 1: plugin file or theme folder, 2: the managed package's folder. */
			sprintf( __( 'Extension Registry: the update for %1$s would replace %2$s, which the registry manages; not installed.', 'extension-registry' ), $target['key'], $folder )
		);
	}

	/**
	 * What is about to be copied must have passed the download gate in this PHP request; the
	 * version the gate let through (`version`) is what the archive must carry. Each pass is used once.
	 *
	 * @param array $unpacked `target`; gets `version`.
	 * @return WP_Error|null
	 */
	private function check_passed_the_gate( &$unpacked ) {
		$target = $unpacked['target'];
		$passed = $target['kind'] . ':' . $target['key'];
		if ( ! isset( $this->passed[ $passed ] ) ) {
			return new WP_Error(
				'extension_registry_not_checked',
				/* translators: %s: plugin or theme slug. */
				sprintf( __( 'Extension Registry: the update of %s was not checked before WordPress unpacked it; not installed.', 'extension-registry' ), $target['slug'] )
			);
		}
		$unpacked['version'] = $this->passed[ $passed ];
		unset( $this->passed[ $passed ] );
		return null;
	}

	/**
	 * The archive holds one folder named after the slug, whose main file's header carries the
	 * version the gate let through.
	 *
	 * @param array $unpacked `target`, `source`, `remote_source`, `version`.
	 * @return WP_Error|null
	 */
	private function check_the_offered_archive( &$unpacked ) {
		$target = $unpacked['target'] + array( 'version' => $unpacked['version'] );
		return self::not_the_offered_archive( $target, self::archive_problem( $unpacked['source'], $unpacked['remote_source'], $target, $unpacked['version'] ) );
	}

	/**
	 * The refusal of an unpacked archive that is not the one offered, or null when nothing is wrong.
	 *
	 * @param array       $target  What is being installed, with `version`.
	 * @param string|null $problem What is wrong with the archive, or null.
	 * @return WP_Error|null
	 */
	private static function not_the_offered_archive( $target, $problem ) {
		if ( null === $problem ) {
			return null;
		}
		return new WP_Error(
			'extension_registry_not_the_signed_archive',
			/* translators: 1: plugin or theme slug, 2: version, 3: what is wrong with the archive. */
			sprintf( __( 'Extension Registry: %1$s %2$s is not the archive that was offered: %3$s; not installed.', 'extension-registry' ), $target['slug'], $target['version'], $problem )
		);
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
		$problem = self::folder_problem( $source, $remote_source, $target['slug'] );
		if ( null !== $problem ) {
			return $problem;
		}
		$folder   = trailingslashit( $remote_source ) . $target['slug'] . '/';
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
	 * What is wrong with the folders of an unpacked archive of `$slug`, or null when it holds
	 * exactly one, named after the slug, and that is the folder WordPress is about to copy.
	 *
	 * @param string $source        The folder WordPress is about to copy.
	 * @param string $remote_source The folder the archive was unpacked into.
	 * @param string $slug          The slug.
	 * @return string|null
	 */
	private static function folder_problem( $source, $remote_source, $slug ) {
		global $wp_filesystem;
		if ( ! is_object( $wp_filesystem ) ) {
			return 'its files cannot be read';
		}
		$listed  = $wp_filesystem->dirlist( $remote_source );
		$entries = is_array( $listed ) ? array_map( 'strval', array_keys( $listed ) ) : array();
		if ( array( $slug ) !== $entries || trailingslashit( $source ) !== trailingslashit( $remote_source ) . $slug . '/' ) {
			/* translators: 1: the folder expected, 2: what the archive holds. */
			return sprintf( __( 'it must hold one folder named %1$s and holds %2$s', 'extension-registry' ), $slug, self::clean( implode( ', ', array_slice( $entries, 0, 5 ) ), 120 ) );
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
		$link  = self::http_url( self::dig_string( $entry, 'package' ) );
		if ( self::offered_version( $entry ) === $target['version'] && '' !== $link ) {
			$entry['package'] = $link;
			return $entry;
		}
		$this->refresh_updates( $target['kind'] );
		$now = '' === self::offered_version( $entry ) ? 'nothing' : self::offered_version( $entry );
		/* translators: 1: plugin or theme slug, 2: version. */
		$message = sprintf( __( 'Extension Registry: %1$s %2$s is no longer offered to this site.', 'extension-registry' ), $target['slug'], $target['version'] );
		return new WP_Error( 'extension_registry_not_offered', $message, 'the registry now offers ' . $now );
	}

	/**
	 * Downloads a link of the registry's for the upgrade, its address let through WordPress's
	 * internal-address guard for this download alone.
	 *
	 * @param string      $link     The link.
	 * @param WP_Upgrader $upgrader The upgrader.
	 * @param string      $shown    What the upgrader's screen says is downloaded (escaped here).
	 * @return string|WP_Error The downloaded file.
	 */
	private function download( $link, $upgrader, $shown ) {
		if ( isset( $upgrader->skin ) && is_object( $upgrader->skin ) ) {
			$upgrader->skin->feedback( 'downloading_package', esc_html( $shown ) );
		}
		$file = $this->passing(
			$link,
			static function () use ( $link ) {
				return download_url( $link, self::DOWNLOAD_TIMEOUT );
			}
		);
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
}

/**
 * What the site reports after an update, the fatal errors of a package just installed, and the refusals shown on Dashboard > Updates.
 */
trait Extension_Registry_Outcomes {

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
}

/**
 * The loopback probe after an install: the site's own home page and login page, asked as a visitor would.
 */
trait Extension_Registry_Probe {

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
}

/**
 * The first install: an Organization tab on Plugins > Add New listing what release control offers
 * this site, installed by WordPress's own installer through the download gate.
 */
trait Extension_Registry_Organization {

	/**
	 * Adds the Organization tab to Plugins > Add New (install_plugins_tabs).
	 *
	 * @param array $tabs The tabs, keyed by name.
	 * @return array
	 */
	public function organization_tab( $tabs ) {
		$tabs              = is_array( $tabs ) ? $tabs : array();
		$tabs[ self::TAB ] = _x( 'Organization', 'Plugin Installer', 'extension-registry' );
		return $tabs;
	}

	/**
	 * The query the Organization tab's list table sends to plugins_api (install_plugins_table_api_args_organization).
	 *
	 * @param array|false $args The arguments so far (false: the tab has none).
	 * @return array
	 */
	public function organization_query( $args ) {
		global $paged;
		$args = is_array( $args ) ? $args : array();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only listing, as WordPress's own tabs.
		$search = isset( $_REQUEST['s'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['s'] ) ) : '';
		return array_merge(
			$args,
			array(
				'extension_registry' => true,
				'page'               => max( 1, (int) $paged ),
				// The registry's largest page: release control leaves out what it offers nothing.
				'per_page'           => 100,
				'search'             => substr( $search, 0, 200 ),
			)
		);
	}

	/**
	 * Prints the Organization tab's table (install_plugins_organization), as WordPress's own tabs do.
	 */
	public function organization_table() {
		echo '<p>' . esc_html__( 'Plugins from your organization\'s extension registry, at the version it offers this site.', 'extension-registry' ) . '</p>';
		display_plugins_table();
	}

	/**
	 * Answers plugins_api for the Organization tab: `query_plugins` with the tab's argument lists
	 * the registry's plugins not installed here that release control offers this site;
	 * `plugin_information` for a slug the tab listed and that is not installed is the offer itself,
	 * so that Install Now installs the version release control chose, through the download gate.
	 *
	 * @param false|object|array $result The answer so far.
	 * @param string             $action The API action.
	 * @param object|array       $args   The request's arguments.
	 * @return false|object|array|WP_Error
	 */
	public function organization_plugins( $result, $action, $args ) {
		$args = is_object( $args ) ? get_object_vars( $args ) : ( is_array( $args ) ? $args : array() );
		if ( 'query_plugins' === $action && ! empty( $args['extension_registry'] ) ) {
			return $this->organization_list( $args );
		}
		$slug = isset( $args['slug'] ) && is_string( $args['slug'] ) ? $args['slug'] : '';
		if ( 'plugin_information' !== $action || ! preg_match( self::SLUG_PATTERN, $slug ) ) {
			return $result;
		}
		$listed = get_site_transient( self::LISTED_TRANSIENT );
		if ( ! is_array( $listed ) || ! in_array( $slug, $listed, true ) || in_array( $slug, self::installed_plugin_slugs(), true ) ) {
			return $result;
		}
		$record = $this->request( 'GET', '/plugins/' . rawurlencode( $slug ) );
		$offers = is_array( $record ) ? $this->first_install_offers( array( $slug ) ) : null;
		if ( null === $offers ) {
			return new WP_Error( 'extension_registry_unavailable', __( 'The extension registry could not be reached. Please try again later.', 'extension-registry' ) );
		}
		if ( ! isset( $offers[ $slug ] ) ) {
			/* translators: %s: plugin slug. */
			return new WP_Error( 'extension_registry_not_offered', sprintf( __( 'Extension Registry: %s is not offered to this site.', 'extension-registry' ), $slug ) );
		}
		$information = self::first_install_information( $record, $slug, $offers[ $slug ] );
		$this->first_installs[ $information['download_link'] ] = array(
			'slug'      => $slug,
			'version'   => $information['version'],
			'sha384'    => self::dig_string( $offers[ $slug ], 'sha384' ),
			'signature' => self::dig_string( $offers[ $slug ], 'signature' ),
		);
		return (object) $information;
	}

	/**
	 * One page of the Organization tab: GET /plugins (the registry's names and descriptions),
	 * then a POST /update-check that records nothing, asking as if each plugin not installed here
	 * ran no version: release control's answer is the version this site may install first
	 * (rollout, rings, holds; withdrawn versions never). A plugin offered nothing is left out.
	 *
	 * @param array $args The list table's arguments.
	 * @return object|WP_Error
	 */
	private function organization_list( $args ) {
		$page  = isset( $args['page'] ) ? max( 1, min( 1000000, (int) $args['page'] ) ) : 1;
		$query = array(
			'page'     => $page,
			'per_page' => 100,
		);
		if ( isset( $args['search'] ) && is_string( $args['search'] ) && '' !== $args['search'] ) {
			$query['search'] = substr( $args['search'], 0, 200 );
		}
		$answer = $this->request( 'GET', '/plugins?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ) );
		$items  = is_array( $answer ) ? self::dig( $answer, array( 'plugins' ) ) : null;
		$offers = null;
		$new    = array();
		if ( null !== $items ) {
			$installed = self::installed_plugin_slugs();
			foreach ( $items as $item ) {
				$slug = self::dig_string( $item, 'slug' );
				if ( preg_match( self::SLUG_PATTERN, $slug ) && ! in_array( $slug, $installed, true ) ) {
					$new[ $slug ] = $item;
				}
			}
			$offers = $this->first_install_offers( array_keys( $new ) );
		}
		if ( null === $offers ) {
			return new WP_Error( 'extension_registry_unavailable', __( 'The extension registry could not be reached. Please try again later.', 'extension-registry' ) );
		}
		$plugins = array();
		foreach ( $new as $slug => $item ) {
			if ( isset( $offers[ $slug ] ) ) {
				$plugins[] = self::first_install_information( $item, $slug, $offers[ $slug ] );
			}
		}
		$listed = get_site_transient( self::LISTED_TRANSIENT );
		$listed = array_slice( array_unique( array_merge( array_column( $plugins, 'slug' ), is_array( $listed ) ? $listed : array() ) ), 0, self::MAX_REMEMBERED );
		set_site_transient( self::LISTED_TRANSIENT, $listed, DAY_IN_SECONDS );
		$pages = (int) self::dig_string( self::dig( $answer, array( 'info' ) ), 'pages' );
		return (object) array(
			'info'    => array(
				'page'    => $page,
				'pages'   => max( $page, min( 1000000, $pages ) ),
				'results' => count( $plugins ),
			),
			'plugins' => $plugins,
		);
	}

	/**
	 * Release control's first-install offers: a POST /update-check, not recorded, naming each
	 * slug as installed at no version.
	 *
	 * @param string[] $slugs Plugin slugs not installed here.
	 * @return array|null The checked offers keyed by slug, or null when the registry did not answer.
	 */
	private function first_install_offers( $slugs ) {
		if ( ! $slugs ) {
			return array();
		}
		$plugins = array();
		foreach ( $slugs as $slug ) {
			$plugins[ $slug . '/' . $slug . '.php' ] = array( 'Version' => '' );
		}
		$answer = $this->request(
			'POST',
			'/update-check',
			array(
				'site'    => self::site_fields(),
				'plugins' => (object) $plugins,
				'themes'  => (object) array(),
				'record'  => false,
			)
		);
		if ( ! is_array( $answer ) ) {
			return null;
		}
		$offers = array();
		foreach ( $slugs as $slug ) {
			$entry = self::dig( $answer, array( 'plugins', $slug . '/' . $slug . '.php' ) );
			$offer = $entry ? self::checked_offer( $entry, 'plugins' ) : null;
			if ( null !== $offer && isset( $offer['package'] ) ) {
				$offers[ $slug ] = $offer;
			}
		}
		return $offers;
	}

	/**
	 * A plugin as the Organization tab and Install Now show it: the registry's record, checked
	 * field by field (checked_information()), at the offered version with the offer's link and
	 * requirements.
	 *
	 * @param array  $record The registry's record of the plugin.
	 * @param string $slug   The slug.
	 * @param array  $offer  The checked offer (checked_offer()).
	 * @return array
	 */
	private static function first_install_information( $record, $slug, $offer ) {
		$information = self::checked_information( $record, 'plugins', $slug );
		foreach ( array( 'requires', 'tested', 'requires_php' ) as $field ) {
			unset( $information[ $field ] );
			if ( isset( $offer[ $field ] ) ) {
				$information[ $field ] = $offer[ $field ];
			}
		}
		$information['version']       = $offer['new_version'];
		$information['download_link'] = $offer['package'];
		if ( ! empty( $offer['icons'] ) ) {
			$information['icons'] = $offer['icons'];
		}
		unset( $information['versions'] );
		return $information;
	}

	/**
	 * The download gate for Install Now on the Organization tab: the trust rule of an update, as
	 * named checks in lists (first_install_checks(), then the file_checks() an update gets, then
	 * first_install_unpacked_checks() once unpacked), each returning null or the refusal.
	 *
	 * @param false|string|WP_Error $reply    What the earlier callbacks answered.
	 * @param string                $package  The link plugin_information handed out.
	 * @param WP_Upgrader           $upgrader The upgrader.
	 * @return string|WP_Error
	 */
	private function first_install_download( $reply, $package, $upgrader ) {
		$offered = $this->first_installs[ $package ];
		if ( is_wp_error( $reply ) ) {
			return $reply;
		}
		$install = array( 'target' => self::first_install_target( $offered['slug'], $offered['version'] ) );
		$refused = $this->refused_by( self::first_install_checks(), $install, $reply, $package, null );
		if ( null !== $refused ) {
			return $refused;
		}
		$file = is_string( $reply ) && '' !== $reply && is_file( $reply ) ? $reply : $this->download( $install['offer']['package'], $upgrader, $offered['slug'] . ' ' . $offered['version'] );
		if ( is_wp_error( $file ) ) {
			return $file;
		}
		$install['file'] = $file;
		$refused         = $this->refused_by( self::file_checks(), $install, $file, $package, null );
		if ( null !== $refused ) {
			return $refused;
		}
		// For this upgrader's unpacking alone: a download that fails to unpack leaves nothing for another's.
		$this->first_install_passed = $offered + array( 'upgrader' => spl_object_hash( $upgrader ) );
		return $file;
	}

	/**
	 * The trust rule before a first install's download, in order (see download_checks()). No
	 * check_offer_names_a_version: the Organization tab lists only offers that name one.
	 *
	 * @return string[]
	 */
	private static function first_install_checks() {
		return array( 'check_first_install_still_offered' );
	}

	/**
	 * The trust rule on a first install WordPress has unpacked, in order (see download_checks()).
	 *
	 * @return string[]
	 */
	private static function first_install_unpacked_checks() {
		return array( 'check_one_folder_named_after_the_slug', 'check_a_main_file_of_the_version' );
	}

	/**
	 * What a first install installs, shaped as update_target() shapes an update's, at the
	 * version the Organization tab's details offered.
	 *
	 * @param string $slug    The plugin's slug.
	 * @param string $version The version offered.
	 * @return array
	 */
	private static function first_install_target( $slug, $version ) {
		return array(
			'kind'    => 'plugins',
			'type'    => 'plugin',
			'key'     => $slug . '/' . $slug . '.php',
			'slug'    => $slug,
			'version' => $version,
		);
	}

	/**
	 * The registry, asked again now as first_install_offers() asks (the offer may have been
	 * halted or withdrawn since the tab was shown), must still offer that version; its fresh,
	 * checked offer (`offer`) is what the later checks use. Unlike check_still_offered(), a
	 * refusal leaves WordPress's update lists alone: nothing installed here is in them.
	 *
	 * @param array $install `target` (with `version`); gets `offer`.
	 * @return WP_Error|null
	 */
	private function check_first_install_still_offered( &$install ) {
		$target = $install['target'];
		$offers = $this->first_install_offers( array( $target['slug'] ) );
		if ( null === $offers ) {
			/* translators: 1: plugin slug, 2: version. */
			return new WP_Error( 'extension_registry_unreachable', sprintf( __( 'Extension Registry: the registry did not answer; %1$s %2$s is not installed.', 'extension-registry' ), $target['slug'], $target['version'] ) );
		}
		$now = isset( $offers[ $target['slug'] ] ) ? $offers[ $target['slug'] ] : array();
		if ( self::offered_version( $now ) === $target['version'] ) {
			$install['offer'] = $now;
			return null;
		}
		return new WP_Error(
			'extension_registry_not_offered',
			/* translators: 1: plugin slug, 2: version. */
			sprintf( __( 'Extension Registry: %1$s %2$s is no longer offered to this site.', 'extension-registry' ), $target['slug'], $target['version'] ),
			'the registry now offers ' . ( '' === self::offered_version( $now ) ? 'nothing' : self::offered_version( $now ) )
		);
	}

	/**
	 * The second lock of a first install, once WordPress has unpacked the archive
	 * (upgrader_source_selection, last), as check_unpacked() is for an update: what this upgrader
	 * unpacks after the gate let a first install through runs first_install_unpacked_checks().
	 * A WP_Error here stops the install before anything is copied.
	 *
	 * @param string|WP_Error $source        The folder WordPress is about to copy.
	 * @param string          $remote_source The folder the archive was unpacked into.
	 * @param WP_Upgrader     $upgrader      The upgrader.
	 * @param array           $hook_extra    What is being installed.
	 * @return string|WP_Error
	 */
	public function check_first_install_unpacked( $source, $remote_source, $upgrader, $hook_extra = array() ) {
		$offered                    = $this->first_install_passed;
		$this->first_install_passed = null;
		if ( null === $offered || ! is_object( $upgrader ) || spl_object_hash( $upgrader ) !== $offered['upgrader'] || is_wp_error( $source ) || null !== self::update_target( $hook_extra ) ) {
			return $source;
		}
		$unpacked = array(
			'target'        => self::first_install_target( $offered['slug'], $offered['version'] ),
			'source'        => (string) $source,
			'remote_source' => (string) $remote_source,
		);
		return $this->refused_by( self::first_install_unpacked_checks(), $unpacked, false, '', $source );
	}

	/**
	 * The archive holds exactly one folder, named after the slug (WordPress installs into
	 * whatever folder the archive names).
	 *
	 * @param array $unpacked `target` (with `version`), `source`, `remote_source`.
	 * @return WP_Error|null
	 */
	private function check_one_folder_named_after_the_slug( &$unpacked ) {
		$target = $unpacked['target'];
		return self::not_the_offered_archive( $target, self::folder_problem( $unpacked['source'], $unpacked['remote_source'], $target['slug'] ) );
	}

	/**
	 * A PHP file in that folder is a plugin's main file whose header names the offered version:
	 * a first install has no installed main file to name the one to read.
	 *
	 * @param array $unpacked `target` (with `version`), `source`.
	 * @return WP_Error|null
	 */
	private function check_a_main_file_of_the_version( &$unpacked ) {
		global $wp_filesystem;
		$target = $unpacked['target'];
		$folder = trailingslashit( $unpacked['source'] );
		$files  = is_object( $wp_filesystem ) ? $wp_filesystem->dirlist( $folder ) : false;
		foreach ( is_array( $files ) ? array_keys( $files ) : array() as $file ) {
			$contents = '.php' === substr( (string) $file, -4 ) ? $wp_filesystem->get_contents( $folder . $file ) : false;
			if ( is_string( $contents ) && preg_match( '/^[ \t\/*#@]*Plugin Name:/mi', $contents ) && self::header_version( $contents ) === $target['version'] ) {
				return null;
			}
		}
		/* translators: %s: version. */
		return self::not_the_offered_archive( $target, sprintf( __( 'no main file in it says version %s', 'extension-registry' ), $target['version'] ) );
	}

	/**
	 * @return string[] The folders of the plugins installed here.
	 */
	private static function installed_plugin_slugs() {
		return array_values( array_unique( array_map( array( __CLASS__, 'plugin_slug' ), array_keys( self::installed_plugins() ) ) ) );
	}
}

/**
 * Security releases sooner than WordPress's twelve hours: the hourly urgent check, and WordPress's
 * automatic update turned on for public packages the registry names as exposed with a fix.
 */
trait Extension_Registry_Urgent {

	/**
	 * WordPress's cron knows the event only once it is scheduled (init): hourly, as WordPress
	 * schedules its own update checks, from the first request that finds it missing.
	 */
	public function schedule_urgent_check() {
		if ( ! wp_installing() && ! wp_next_scheduled( self::URGENT_HOOK ) ) {
			wp_schedule_event( time(), 'hourly', self::URGENT_HOOK );
		}
	}

	/**
	 * The hourly event: GET /sites/{id}/urgent, signed as the update check is, asking for the
	 * security releases offered to this site since the last good answer. When it names one that
	 * is installed here, WordPress checks for updates at once (its lists cleared, as its own
	 * "Check again" does) and its automatic updater installs what is offered with `autoupdate`.
	 * A registry that cannot be reached changes nothing: `since` and the auto-update list stay as
	 * they were, and the next hour asks again.
	 */
	public function urgent_check() {
		$identity = $this->identity();
		if ( ! is_array( $identity ) ) {
			return; // Only an enrolled site has an id to ask for; the update check still serves the others.
		}
		$since = get_option( self::URGENT_SINCE_OPTION );
		$path  = '/sites/' . rawurlencode( $identity['id'] ) . '/urgent';
		if ( is_string( $since ) && self::is_instant( $since ) ) {
			$path .= '?since=' . rawurlencode( $since );
		}
		// The registry's clock may run behind the site's by as much as a signature allows: asking
		// again about those minutes costs at most one more check of what is already installed.
		$asked  = time() - self::URGENT_CLOCK_SLACK;
		$answer = $this->request( 'GET', $path );
		$urgent = is_array( $answer ) ? self::checked_urgent( $answer ) : null;
		if ( null === $urgent ) {
			return;
		}
		update_option( self::AUTO_UPDATE_OPTION, $urgent['auto_update'], false );
		$kinds = self::urgent_kinds_installed( $urgent['packages'] );
		if ( $kinds && ! $this->run_automatic_updater( $kinds ) ) {
			return; // Another automatic update run holds the lock: the next hour asks again.
		}
		update_option( self::URGENT_SINCE_OPTION, gmdate( 'Y-m-d\TH:i:s\Z', $asked ), false );
	}

	/**
	 * WordPress's own check (the lists of the kinds named cleared first, so that it asks now and
	 * not after its timeout), then its automatic updater, which takes its own lock.
	 *
	 * @param string[] $kinds 'plugins', 'themes' or both.
	 * @return bool Whether the updater could run (false: its lock is held by a run under way).
	 */
	private function run_automatic_updater( $kinds ) {
		$lock = get_option( 'auto_updater.lock' );
		if ( (int) $lock > time() - HOUR_IN_SECONDS ) {
			return false; // WP_Upgrader::create_lock() would refuse it: the run under way started before this answer.
		}
		foreach ( $kinds as $kind ) {
			delete_site_transient( 'update_' . $kind );
		}
		if ( in_array( 'plugins', $kinds, true ) ) {
			wp_update_plugins();
		}
		if ( in_array( 'themes', $kinds, true ) ) {
			wp_update_themes();
		}
		do_action( 'wp_maybe_auto_update' );
		return true;
	}

	/**
	 * An answer of GET /sites/{id}/urgent checked field by field: entries with a field that fails
	 * its check are left out; an answer whose lists are not lists is no answer.
	 *
	 * @param array $answer The decoded answer.
	 * @return array{packages: array[], auto_update: array{plugins: string[], themes: string[]}}|null
	 */
	private static function checked_urgent( $answer ) {
		$packages = isset( $answer['packages'] ) ? $answer['packages'] : null;
		// A registry that does not send `auto_update` names no public package.
		$public = array_key_exists( 'auto_update', $answer ) ? $answer['auto_update'] : array();
		if ( ! self::is_list( $packages ) || ! self::is_list( $public ) ) {
			return null;
		}
		$checked = array(
			'packages'    => array(),
			'auto_update' => array(
				'plugins' => array(),
				'themes'  => array(),
			),
		);
		foreach ( $packages as $entry ) {
			$package = self::checked_urgent_entry( $entry, 'version' );
			if ( null !== $package ) {
				$checked['packages'][] = $package;
			}
		}
		foreach ( $public as $entry ) {
			$package = self::checked_urgent_entry( $entry, 'fixed_in' );
			if ( null !== $package ) {
				$checked['auto_update'][ $package['type'] . 's' ][] = $package['slug'];
			}
		}
		foreach ( $checked['auto_update'] as $kind => $slugs ) {
			$checked['auto_update'][ $kind ] = array_slice( array_values( array_unique( $slugs ) ), 0, self::MAX_REMEMBERED );
		}
		return $checked;
	}

	/**
	 * @param mixed  $entry   One entry of an urgent answer's list.
	 * @param string $version The entry's version field: `version` or `fixed_in`.
	 * @return array{type: string, slug: string, version: string, advisory: string}|null The entry, or null when a field fails its check.
	 */
	private static function checked_urgent_entry( $entry, $version ) {
		$type     = self::dig_string( $entry, 'type' );
		$slug     = self::dig_string( $entry, 'slug' );
		$fixed    = self::dig_string( $entry, $version );
		$advisory = self::dig_string( $entry, 'advisory' );
		if ( ! in_array( $type, array( 'plugin', 'theme' ), true ) || ! preg_match( self::SLUG_PATTERN, $slug )
			|| ! preg_match( self::VERSION_PATTERN, $fixed ) || ! preg_match( self::ADVISORY_PATTERN, $advisory ) ) {
			return null;
		}
		return array(
			'type'     => $type,
			'slug'     => $slug,
			'version'  => $fixed,
			'advisory' => $advisory,
		);
	}

	/**
	 * @param array[] $packages The checked security releases an answer names.
	 * @return string[] The kinds ('plugins', 'themes') of those installed here: only they start a check.
	 */
	private static function urgent_kinds_installed( $packages ) {
		$installed = array(
			'plugin' => $packages ? self::installed_plugin_slugs() : array(),
			'theme'  => $packages ? array_keys( self::installed_themes() ) : array(),
		);
		$kinds = array();
		foreach ( $packages as $package ) {
			if ( in_array( $package['slug'], $installed[ $package['type'] ], true ) ) {
				$kinds[] = $package['type'] . 's';
			}
		}
		return array_values( array_unique( $kinds ) );
	}

	/**
	 * Turns on WordPress's automatic update of a public plugin the registry names as exposed with
	 * a fix on WordPress.org (auto_update_plugin); any other plugin keeps WordPress's answer.
	 *
	 * @param bool|null $update Whether WordPress would update it automatically.
	 * @param object    $item   The update offer.
	 * @return bool|null
	 */
	public function auto_update_exposed_plugin( $update, $item ) {
		$slug = is_object( $item ) && isset( $item->slug ) && is_string( $item->slug ) ? $item->slug : '';
		if ( '' === $slug && is_object( $item ) && isset( $item->plugin ) && is_string( $item->plugin ) ) {
			$slug = self::plugin_slug( $item->plugin );
		}
		return in_array( $slug, self::auto_update_slugs( 'plugins' ), true ) ? true : $update;
	}

	/**
	 * The same for a public theme (auto_update_theme), named by its folder.
	 *
	 * @param bool|null $update Whether WordPress would update it automatically.
	 * @param object    $item   The update offer.
	 * @return bool|null
	 */
	public function auto_update_exposed_theme( $update, $item ) {
		$slug = is_object( $item ) && isset( $item->theme ) && is_string( $item->theme ) ? $item->theme : '';
		return in_array( $slug, self::auto_update_slugs( 'themes' ), true ) ? true : $update;
	}

	/**
	 * @param string $kind 'plugins' or 'themes'.
	 * @return string[] The slugs of that kind the last good urgent answer named in `auto_update`,
	 *                  checked again (the option is the database's, which anyone may have written).
	 */
	private static function auto_update_slugs( $kind ) {
		$stored = get_option( self::AUTO_UPDATE_OPTION );
		$slugs  = is_array( $stored ) && isset( $stored[ $kind ] ) && is_array( $stored[ $kind ] ) ? $stored[ $kind ] : array();
		return array_values(
			array_filter(
				$slugs,
				static function ( $slug ) {
					return is_string( $slug ) && preg_match( self::SLUG_PATTERN, $slug );
				}
			)
		);
	}

	/**
	 * @param mixed $value A decoded JSON value.
	 * @return bool Whether it is a JSON array (a list), not an object.
	 */
	private static function is_list( $value ) {
		return is_array( $value ) && array_values( $value ) === $value;
	}

	/**
	 * @param string $since A stored `since`.
	 * @return bool Whether it is a UTC instant as urgent_check() writes it.
	 */
	private static function is_instant( $since ) {
		return (bool) preg_match( '/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$/', $since );
	}
}

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
