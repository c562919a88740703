<?php
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
