<?php
/**
 * "View details": the registry's description, changelog and dependencies of a managed package.
 */
trait Extension_Registry_Details {

	/**
	 * Answers "View details" for a managed plugin from GET /plugins/{slug}.
	 *
	 * @param false|object|array $result The answer so far.
	 * @param string             $action The API action.
	 * @param object             $args   The request's arguments.
	 * @return false|object|array|WP_Error
	 */
	public function plugin_information( $result, $action, $args ) {
		if ( 'plugin_information' !== $action || ! is_object( $args ) || empty( $args->slug ) ) {
			return $result;
		}
		$slug = (string) $args->slug;
		if ( ! in_array( $slug, $this->managed_plugin_slugs(), true ) ) {
			return $this->dependency_information( $result, $slug );
		}
		return $this->package_information( 'plugins', $slug );
	}

	/**
	 * Answers "Theme details" for a managed theme from GET /themes/{slug}.
	 *
	 * @param false|object|array $result The answer so far.
	 * @param string             $action The API action.
	 * @param object             $args   The request's arguments.
	 * @return false|object|array|WP_Error
	 */
	public function theme_information( $result, $action, $args ) {
		if ( 'theme_information' !== $action || ! is_object( $args ) || empty( $args->slug ) ) {
			return $result;
		}
		$slug = (string) $args->slug;
		if ( ! in_array( $slug, $this->managed_themes( self::installed_themes() ), true ) ) {
			return $result;
		}
		return $this->package_information( 'themes', $slug );
	}

	/**
	 * GET /plugins/{slug} or /themes/{slug}, shaped as WordPress.org's answer is decoded: an
	 * object whose fields are arrays, each checked (checked_information()). A managed slug never
	 * falls back to WordPress.org.
	 *
	 * @param string $kind 'plugins' or 'themes'.
	 * @param string $slug The slug.
	 * @return object|WP_Error
	 */
	private function package_information( $kind, $slug ) {
		$record = $this->request( 'GET', '/' . $kind . '/' . rawurlencode( $slug ) );
		if ( ! is_array( $record ) ) {
			return new WP_Error( 'extension_registry_unavailable', __( 'The extension registry could not be reached. Please try again later.', 'extension-registry' ) );
		}
		$information = self::checked_information( $record, $kind, $slug );
		if ( '' !== $information['download_link'] ) {
			// "Install Now" downloads it later in this PHP request (update.php asks for the details first).
			$endpoint              = self::endpoint_of( $information['download_link'] );
			$this->details_links[] = $endpoint['host'] . ':' . $endpoint['port'];
		}
		return (object) $information;
	}

	/**
	 * "View details" as WordPress may print it. WordPress 6.1 passes the sections and a few
	 * fields through wp_kses() in the plugin popup, but prints the name raw there and in the
	 * installer's screens, the section names as tab titles, and the version in messages: every
	 * field is checked here, what fails its check (or is not a field of the registry's answer) is
	 * left out. `external` keeps the popup from linking WordPress.org's page of a same-named plugin.
	 *
	 * @param array  $record The registry's answer.
	 * @param string $kind   'plugins' or 'themes'.
	 * @param string $slug   The slug asked for (the answer's own is not used).
	 * @return array
	 */
	private static function checked_information( $record, $kind, $slug ) {
		$name        = self::plain_text( self::dig_string( $record, 'name' ), 200 );
		$version     = self::dig_string( $record, 'version' );
		$information = array(
			'slug'          => $slug,
			'name'          => '' !== $name ? $name : $slug,
			// update.php reads these two without looking whether they are there.
			'version'       => preg_match( self::VERSION_PATTERN, $version ) ? $version : '',
			'download_link' => self::http_url( self::dig_string( $record, 'download_link' ) ),
			'external'      => true,
		);
		$texts   = array( 'short_description' => 500, 'description' => 2000 );
		$links   = array( 'author_profile', 'homepage', 'preview_url', 'screenshot_url', 'external_repository_url' );
		$numbers = array( 'num_ratings', 'active_installs', 'downloaded' );
		foreach ( $texts as $field => $limit ) {
			$text = self::plain_text( self::dig_string( $record, $field ), $limit );
			if ( '' !== $text ) {
				$information[ $field ] = $text;
			}
		}
		foreach ( $links as $field ) {
			$url = self::http_url( self::dig_string( $record, $field ) );
			if ( '' !== $url ) {
				$information[ $field ] = $url;
			}
		}
		foreach ( array( 'requires', 'tested', 'requires_php' ) as $field ) {
			$value = self::dig_string( $record, $field );
			if ( preg_match( self::WP_VERSION_PATTERN, $value ) ) {
				$information[ $field ] = $value;
			}
		}
		foreach ( $numbers as $field ) {
			if ( isset( $record[ $field ] ) && is_int( $record[ $field ] ) && $record[ $field ] >= 0 ) {
				$information[ $field ] = $record[ $field ];
			}
		}
		if ( isset( $record['rating'] ) && ( is_int( $record['rating'] ) || is_float( $record['rating'] ) ) && $record['rating'] >= 0 && $record['rating'] <= 100 ) {
			$information['rating'] = $record['rating'];
			if ( ! isset( $information['num_ratings'] ) ) {
				$information['num_ratings'] = 0; // The popup prints it with the rating.
			}
		}
		foreach ( array( 'added' => '/^\d{4}-\d{2}-\d{2}$/', 'last_updated' => '/^\d{4}-\d{2}-\d{2}( [0-9]{1,2}:[0-9]{2}(:[0-9]{2})?( ?[ap]m)?( UTC)?)?$/', 'last_updated_time' => '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', 'creation_time' => '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/' ) as $field => $pattern ) {
			$value = self::dig_string( $record, $field );
			if ( preg_match( $pattern, $value ) ) {
				$information[ $field ] = $value;
			}
		}
		foreach ( array( 'is_commercial', 'external_support_url', 'is_community' ) as $field ) {
			if ( isset( $record[ $field ] ) && is_bool( $record[ $field ] ) ) {
				$information[ $field ] = $record[ $field ];
			}
		}
		if ( 'plugins' === $kind ) {
			$author = self::author_link( self::dig_string( $record, 'author' ) );
			if ( '' !== $author ) {
				$information['author'] = $author;
			}
			$information['icons']   = self::http_urls( self::dig( $record, array( 'icons' ) ), array( 'svg', '1x', '2x', 'default' ) );
			$information['banners'] = self::http_urls( self::dig( $record, array( 'banners' ) ), array( 'low', 'high' ) );
			// WordPress 6.5's plugin dependencies read these slugs (the Requires Plugins header).
			$information['requires_plugins'] = array();
			foreach ( self::dig( $record, array( 'requires_plugins' ) ) as $required ) {
				if ( is_string( $required ) && preg_match( '/^[a-z0-9]+(-[a-z0-9]+)*$/', $required ) ) {
					$information['requires_plugins'][] = $required;
				}
			}
		} else {
			$author = self::dig( $record, array( 'author' ) );
			$information['author'] = array();
			foreach ( array( 'user_nicename', 'display_name', 'author' ) as $field ) {
				$information['author'][ $field ] = self::plain_text( self::dig_string( $author, $field ), 200 );
			}
			foreach ( array( 'profile', 'avatar', 'author_url' ) as $field ) {
				$information['author'][ $field ] = self::http_url( self::dig_string( $author, $field ) );
			}
			$information['tags'] = array();
			foreach ( self::dig( $record, array( 'tags' ) ) as $tag ) {
				$tag = self::plain_text( $tag, 100 );
				if ( '' !== $tag ) {
					$information['tags'][] = $tag;
				}
			}
		}
		$information['sections'] = array();
		foreach ( self::dig( $record, array( 'sections' ) ) as $section => $content ) {
			if ( preg_match( self::SECTION_PATTERN, (string) $section ) && is_string( $content ) ) {
				// Scripts and styles go whole (wp_kses_post() would leave their code as text).
				$content = (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', wp_check_invalid_utf8( $content ) );
				$information['sections'][ (string) $section ] = wp_kses_post( $content );
			}
		}
		$information['versions'] = array();
		foreach ( self::dig( $record, array( 'versions' ) ) as $listed => $link ) {
			$url = self::http_url( $link );
			if ( preg_match( self::VERSION_PATTERN, (string) $listed ) && '' !== $url ) {
				$information['versions'][ (string) $listed ] = $url;
			}
		}
		return $information;
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Dependencies: the plugins managed plugins require (`Requires Plugins`).
	 * ---------------------------------------------------------------------------------------
	 */

	/**
	 * Answers plugins_api for a plugin that an installed managed plugin requires, when the
	 * registry holds it, so that WordPress's Dependencies screen (6.5+) names it and installs it
	 * from the registry. A dependency the registry does not hold (404) is left to WordPress.org;
	 * an unreachable registry answers an error rather than letting a public plugin of that name
	 * stand in for a private one.
	 *
	 * @param false|object|array $result The answer so far.
	 * @param string             $slug   The slug WordPress asks about.
	 * @return false|object|array|WP_Error
	 */
	private function dependency_information( $result, $slug ) {
		if ( ! in_array( $slug, $this->managed_dependencies(), true ) ) {
			return $result;
		}
		$identity = $this->identity();
		$response = is_wp_error( $identity ) ? $identity : $this->send( 'GET', '/plugins/' . rawurlencode( $slug ), '', $identity );
		if ( ! is_wp_error( $response ) && 404 === (int) wp_remote_retrieve_response_code( $response ) ) {
			return $result;
		}
		return $this->package_information( 'plugins', $slug );
	}

	/**
	 * The slugs that installed managed plugins require, read as WordPress 6.5 reads the
	 * `Requires Plugins` header (comma-separated, trimmed, slugs only), less the managed ones.
	 *
	 * @return string[]
	 */
	private function managed_dependencies() {
		$managed  = $this->managed_plugin_slugs();
		$required = array();
		foreach ( array_keys( self::installed_plugins() ) as $file ) {
			if ( ! in_array( self::plugin_slug( (string) $file ), $managed, true ) ) {
				continue;
			}
			$headers = get_file_data( WP_PLUGIN_DIR . '/' . $file, array( 'RequiresPlugins' => 'Requires Plugins' ) );
			foreach ( explode( ',', (string) $headers['RequiresPlugins'] ) as $item ) {
				$item = trim( $item );
				if ( 1 === preg_match( '/^[a-z0-9]+(-[a-z0-9]+)*$/', $item ) ) {
					$required[] = $item;
				}
			}
		}
		return array_values( array_unique( array_diff( $required, $managed ) ) );
	}

	/*
	 * ---------------------------------------------------------------------------------------
	 * Downloads: the gate every managed update passes, whatever the offer says.
	 * ---------------------------------------------------------------------------------------
	 */
}
