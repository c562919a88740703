<?php
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
