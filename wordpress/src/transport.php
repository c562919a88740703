<?php
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
