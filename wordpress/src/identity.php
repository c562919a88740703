<?php
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
