<?php
/**
 * Runs one of the must-use plugin's trust checks alone, on WordPress's own code (loaded from
 * WORDPRESS_DIR, no database: the options a check reads are answered by their pre_ filters,
 * transients live in the object cache), against the registry at REGISTRY_URL, and prints what it
 * returned as JSON. Used by checks.wp.ts: the check is the first argument, its subject the second.
 *
 * @package ExtensionRegistry
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride -- this is WordPress's own bootstrap, by hand.
define( 'ABSPATH', rtrim( (string) getenv( 'WORDPRESS_DIR' ), '/' ) . '/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_PLUGIN_DIR', (string) getenv( 'CHECKS_DIR' ) . '/plugins' );
define( 'WP_CONTENT_DIR', (string) getenv( 'CHECKS_DIR' ) );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'DAY_IN_SECONDS', 86400 );
define( 'FS_CHMOD_DIR', 0755 );
define( 'FS_CHMOD_FILE', 0644 );
require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/class-wp-error.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/pomo/translations.php';
require ABSPATH . WPINC . '/l10n.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/cache.php';
require ABSPATH . WPINC . '/http.php';
require ABSPATH . WPINC . '/class-wp-http.php';
require ABSPATH . WPINC . '/class-wp-http-response.php';
require ABSPATH . WPINC . '/class-wp-http-requests-response.php';
require ABSPATH . WPINC . '/class-wp-http-requests-hooks.php';
require ABSPATH . WPINC . '/class-wp-http-proxy.php';
require ABSPATH . WPINC . '/class-wp-http-cookie.php';
require ABSPATH . WPINC . '/class-wp-http-encoding.php';
require ABSPATH . WPINC . '/link-template.php';
require ABSPATH . WPINC . '/general-template.php';
require ABSPATH . WPINC . '/kses.php';
require ABSPATH . WPINC . '/version.php';
require ABSPATH . 'wp-admin/includes/class-wp-filesystem-base.php';
require ABSPATH . 'wp-admin/includes/class-wp-filesystem-direct.php';
wp_cache_init();
// Transients live in the object cache, as on a site with a persistent one: no database.
wp_using_ext_object_cache( true );
$refreshed = array();
/**
 * WordPress's refresh of its update lists (wp-includes/update.php asks api.wordpress.org):
 * recorded, so that a case can tell a refusal refreshed them.
 */
function wp_update_plugins() {
	$GLOBALS['refreshed'][] = 'plugins';
}
/** See wp_update_plugins(). */
function wp_update_themes() {
	$GLOBALS['refreshed'][] = 'themes';
}
// The site speaks English: no translation file is looked for.
$GLOBALS['l10n'] = array( 'extension-registry' => new NOOP_Translations() );

$case = isset( $argv[1] ) ? $argv[1] : '';
$args = isset( $argv[2] ) ? json_decode( $argv[2], true ) : array();

// The options a check reads, as a site's database would hold them.
add_filter( 'pre_option_blog_charset', fn() => 'UTF-8' );
add_filter( 'pre_option_home', fn() => 'https://shop.example.com' );
add_filter( 'pre_option_siteurl', fn() => 'https://shop.example.com' );
$GLOBALS['locale'] = 'en_US';
add_filter( 'pre_option_extension_registry_refusals', fn() => array() );
// A site that has not enrolled, with its enrollment paused: the check is asked unsigned.
add_filter( 'pre_option_extension_registry_site_identity', fn() => 'none' );
add_filter( 'pre_transient_extension_registry_enroll_pause', fn() => 'https://shop.example.com/' );
add_filter( 'pre_option_extension_registry_auto_update', fn() => isset( $args['auto_update'] ) ? $args['auto_update'] : array() );
add_filter( 'pre_site_option_extension_registry_managed', fn() => isset( $args['managed'] ) ? $args['managed'] : array( 'plugins' => array(), 'themes' => array() ) );

if ( isset( $args['signing_keys'] ) ) {
	define( 'EXTENSION_REGISTRY_SIGNING_KEYS', $args['signing_keys'] );
}

require getenv( 'PLUGIN_FILE' );

$class  = new ReflectionClass( 'Extension_Registry_Client' );
$client = $class->newInstanceWithoutConstructor();
foreach ( array( 'url' => getenv( 'REGISTRY_URL' ) ? getenv( 'REGISTRY_URL' ) : 'https://registry.example.com', 'key' => 'rk_test', 'passed' => isset( $args['passed'] ) ? $args['passed'] : array() ) as $name => $value ) {
	$property = $class->getProperty( $name );
	$property->setAccessible( true );
	$property->setValue( $client, $value );
}
$GLOBALS['wp_filesystem'] = new WP_Filesystem_Direct( null );

$subject = $args['subject'];
$check   = $class->getMethod( $case );
$check->setAccessible( true );
$result = $check->invokeArgs( $client, array( &$subject ) );

echo wp_json_encode(
	array(
		'result'    => is_wp_error( $result ) ? array(
			'code'    => $result->get_error_code(),
			'message' => $result->get_error_message(),
			'data'    => $result->get_error_data(),
		) : $result,
		'subject'   => $subject,
		'refreshed' => $refreshed,
	)
);
