<?php
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
