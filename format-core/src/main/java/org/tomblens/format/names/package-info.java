/**
 * The names the games give their numbers: entity types and flipeffects per version, read from tables
 * that cite their sources.
 */
package org.tomblens.format.names;
