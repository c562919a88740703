<?php
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
