package org.tomblens.maker.icon;

import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * The application's icon in the forms the installers want, made from one square source image: PNG files of
 * each size, a Windows {@code .ico} and a macOS {@code .icns}, both holding PNG images (which Windows Vista and
 * later, and macOS 10.7 and later, read).
 *
 * <p>The installers' build runs it as {@code level-maker make-icons SOURCE.png FOLDER}: it writes
 * {@code FOLDER/tomblens-N.png}, {@code tomblens.ico} and {@code tomblens.icns}.
 */
public final class IconFiles {
    /** The sizes an .ico carries; 256 is the largest the format's one-byte sizes can say (as 0). */
    static final int[] ICO_SIZES = {16, 24, 32, 48, 64, 128, 256};
    /** The .icns image types that hold PNG data, by their size in pixels. */
    static final List<IcnsType> ICNS_TYPES = List.of(new IcnsType("icp4", 16), new IcnsType("icp5", 32),
            new IcnsType("icp6", 64), new IcnsType("ic07", 128), new IcnsType("ic08", 256), new IcnsType("ic09", 512));
    /** The PNG sizes written on their own, for Linux desktops and anything else. */
    static final int[] PNG_SIZES = {16, 32, 48, 64, 128, 256, 512};

    record IcnsType(String code, int size) {}

    private IconFiles() {}

    /** Writes the icon files made from the square image {@code sourceFile} into {@code folder}, making it. */
    public static void write(Path sourceFile, Path folder) throws IOException {
        var source = ImageIO.read(sourceFile.toFile());
        if (source == null || source.getWidth() != source.getHeight()) {
            throw new IOException(sourceFile + " is not a square image ImageIO can read");
        }
        Files.createDirectories(folder);
        for (var size : PNG_SIZES) {
            Files.write(folder.resolve("tomblens-" + size + ".png"), png(scaled(source, size)));
        }
        Files.write(folder.resolve("tomblens.ico"), ico(source));
        Files.write(folder.resolve("tomblens.icns"), icns(source));
    }

    /**
     * An .ico: a 6-byte header (reserved 0, type 1, image count), a 16-byte entry per image (width and height, 0
     * for 256; colour count 0; reserved; planes 1; 32 bits a pixel; data size; data offset), then the PNG data.
     */
    static byte[] ico(BufferedImage source) throws IOException {
        var images = new ArrayList<byte[]>();
        for (var size : ICO_SIZES) {
            images.add(png(scaled(source, size)));
        }
        var headerBytes = 6 + 16 * images.size();
        var total = headerBytes + images.stream().mapToInt(image -> image.length).sum();
        var out = ByteBuffer.allocate(total).order(ByteOrder.LITTLE_ENDIAN);
        out.putShort((short) 0).putShort((short) 1).putShort((short) images.size());
        var offset = headerBytes;
        for (int i = 0; i < images.size(); i++) {
            var size = ICO_SIZES[i];
            out.put((byte) (size == 256 ? 0 : size)).put((byte) (size == 256 ? 0 : size));
            out.put((byte) 0).put((byte) 0).putShort((short) 1).putShort((short) 32);
            out.putInt(images.get(i).length).putInt(offset);
            offset += images.get(i).length;
        }
        images.forEach(out::put);
        return out.array();
    }

    /**
     * An .icns: the magic "icns" and the file's length (big-endian), then per image its four-letter type, its
     * length with this 8-byte header, and its PNG data.
     */
    static byte[] icns(BufferedImage source) throws IOException {
        var body = new ByteArrayOutputStream();
        var data = new DataOutputStream(body);
        for (var type : ICNS_TYPES) {
            var image = png(scaled(source, type.size()));
            data.writeBytes(type.code());
            data.writeInt(8 + image.length);
            data.write(image);
        }
        var out = new ByteArrayOutputStream();
        var header = new DataOutputStream(out);
        header.writeBytes("icns");
        header.writeInt(8 + body.size());
        body.writeTo(out);
        return out.toByteArray();
    }

    /** The image at {@code size} pixels square, halved step by step so that each step averages what it drops. */
    static BufferedImage scaled(BufferedImage source, int size) {
        var image = source;
        while (image.getWidth() / 2 >= size) {
            image = resized(image, image.getWidth() / 2);
        }
        return image.getWidth() == size ? image : resized(image, size);
    }

    private static BufferedImage resized(BufferedImage image, int size) {
        var out = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        var graphics = out.createGraphics();
        graphics.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        graphics.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        graphics.drawImage(image, 0, 0, size, size, null);
        graphics.dispose();
        return out;
    }

    private static byte[] png(BufferedImage image) throws IOException {
        var out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }
}
