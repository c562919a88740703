<?php
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
