<?php
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
