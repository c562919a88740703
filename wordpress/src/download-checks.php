<?php
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
