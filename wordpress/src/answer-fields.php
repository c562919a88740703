<?php
/**
 * The field checks every value of an answer passes before WordPress stores or prints it.
 */
trait Extension_Registry_Answer_Fields {

	/**
	 * A plugin's "Tested up to" as WordPress.org answers it: a branch (`6.1`) stands for its point
	 * releases, so WordPress.org answers the branch's latest one, and Dashboard > Updates, which
	 * compares `tested` with the running version as it is, says "Compatibility: Unknown" for a
	 * plugin tested up to 6.1 on 6.1.9 otherwise. A branch the running version belongs to becomes
	 * the running version; anything else stays as the plugin's author wrote it.
	 *
	 * @param string $tested The version the offer names (already checked against WP_VERSION_PATTERN).
	 * @return string
	 */
	private static function tested_here( $tested ) {
		$running = (string) get_bloginfo( 'version' );
		if ( preg_match( '/^[0-9]+\.[0-9]+$/', $tested ) && 0 === strpos( $running, $tested . '.' ) && preg_match( self::WP_VERSION_PATTERN, $running ) ) {
			return $running;
		}
		return $tested;
	}

	/**
	 * @param string $author A plugin's author as the registry gives it: `<a href="{uri}" target="_blank">{name}</a>`, or a name.
	 * @return string The same link rebuilt from its checked parts, or the name as plain text ('' for none).
	 */
	private static function author_link( $author ) {
		if ( preg_match( '#^<a href="([^"<>]*)"(?: target="_blank")?>([^<>]*)</a>$#', $author, $match ) ) {
			$url  = self::http_url( html_entity_decode( $match[1], ENT_QUOTES, 'UTF-8' ) );
			$name = self::plain_text( $match[2], 200 );
			return '' !== $url && '' !== $name ? sprintf( '<a href="%s" target="_blank">%s</a>', esc_url( $url ), $name ) : $name;
		}
		return self::plain_text( $author, 200 );
	}

	/**
	 * @param mixed $url What an answer gives as a link.
	 * @return string The link when it is an http(s) address with a host that WordPress's esc_url()
	 *                leaves as it is and that holds no quote, parenthesis, angle bracket or space; else ''.
	 */
	private static function http_url( $url ) {
		if ( ! is_string( $url ) || ! preg_match( self::URL_PATTERN, $url ) ) {
			return '';
		}
		$host = wp_parse_url( $url, PHP_URL_HOST );
		return is_string( $host ) && '' !== $host && esc_url_raw( $url, array( 'http', 'https' ) ) === $url ? $url : '';
	}

	/**
	 * @param array    $urls  An answer's map of links (icons, banners).
	 * @param string[] $names The names WordPress reads.
	 * @return array<string, string> The names that hold an http(s) link (http_url()).
	 */
	private static function http_urls( $urls, $names ) {
		$checked = array();
		foreach ( $names as $name ) {
			$url = self::http_url( isset( $urls[ $name ] ) ? $urls[ $name ] : null );
			if ( '' !== $url ) {
				$checked[ $name ] = $url;
			}
		}
		return $checked;
	}

	/**
	 * @param mixed $text  What an answer gives as text.
	 * @param int   $limit At most this many characters.
	 * @return string The text without tags or control characters, HTML-escaped (WordPress prints
	 *                some of these fields raw, others through esc_html() or esc_attr(), which leave
	 *                an escaped text as it is).
	 */
	private static function plain_text( $text, $limit ) {
		if ( ! is_string( $text ) || '' === $text ) {
			return '';
		}
		// Entities decoded first: markup sent as entities is markup too, and the text is escaped once below.
		$text = html_entity_decode( wp_check_invalid_utf8( $text ), ENT_QUOTES, 'UTF-8' );
		$text = trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/', ' ', wp_strip_all_tags( $text ) ) );
		return esc_html( mb_substr( $text, 0, $limit ) );
	}

	/**
	 * @param string $text  Text that may come from an answer or an archive.
	 * @param int    $limit At most this many characters.
	 * @return string The text with anything but printable ASCII replaced, cut to the limit.
	 */
	private static function clean( $text, $limit ) {
		return (string) preg_replace( '/[^\x20-\x7E]/', '?', substr( (string) $text, 0, $limit ) );
	}

	/**
	 * @param mixed    $data An array decoded from JSON.
	 * @param string[] $path Keys to follow.
	 * @return array The array found there, or an empty one.
	 */
	private static function dig( $data, $path ) {
		foreach ( $path as $key ) {
			if ( ! is_array( $data ) || ! isset( $data[ $key ] ) ) {
				return array();
			}
			$data = $data[ $key ];
		}
		return is_array( $data ) ? $data : array();
	}

	/**
	 * @param mixed  $data An array.
	 * @param string $key  A key.
	 * @return string The string found there, or ''.
	 */
	private static function dig_string( $data, $key ) {
		return is_array( $data ) && isset( $data[ $key ] ) && is_scalar( $data[ $key ] ) ? (string) $data[ $key ] : '';
	}
}
