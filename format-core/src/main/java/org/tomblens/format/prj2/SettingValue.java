package org.tomblens.format.prj2;

/** The value of a one-value settings chunk: [PRJ2] {@code SettingsChunks} holding a bool, number, text or colour. */
public sealed interface SettingValue {
    record Flag(boolean value) implements SettingValue {}

    record Number(long value) implements SettingValue {}

    record Text(String value) implements SettingValue {}

    record Rgb(Colour value) implements SettingValue {}
}
