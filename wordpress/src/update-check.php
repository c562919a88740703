<?php
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
