package org.tomblens.app.audio;

import static org.lwjgl.openal.ALC10.*;
import static org.lwjgl.openal.SOFTLoopback.*;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import org.lwjgl.openal.AL;
import org.lwjgl.openal.ALC;
import org.lwjgl.openal.ALCapabilities;
import org.lwjgl.system.MemoryStack;

/**
 * An OpenAL device with its context: a sound card (or OpenAL Soft's null output), or a loopback device
 * that mixes into memory on request. Each output makes its context current (for the whole process) before
 * it is used, so several may be open, though AL calls go to one at a time.
 */
final class AudioOutput implements AutoCloseable {
    private static AudioOutput current;

    private final long device;
    private final long context;
    private final ALCapabilities capabilities;
    private final String name;
    private final boolean loopback;

    private AudioOutput(long device, long context, ALCapabilities capabilities, String name, boolean loopback) {
        this.device = device;
        this.context = context;
        this.capabilities = capabilities;
        this.name = name;
        this.loopback = loopback;
    }

    /** Why an output could not be opened. */
    static final class Unavailable extends Exception {
        private static final long serialVersionUID = 1L;

        Unavailable(String message) {
            super(message);
        }
    }

    /**
     * Opens the named device, or the system's default for {@code null}; empty when there is no such device. What
     * the native libraries print while it opens goes to {@code nativeLog} (see {@link NativeMessages}), or where
     * it would for {@code null}.
     */
    static Optional<AudioOutput> openDevice(String deviceName, Path nativeLog) throws Unavailable {
        long device;
        try {
            Supplier<Long> open = () -> deviceName == null ? alcOpenDevice((ByteBuffer) null) : alcOpenDevice(deviceName);
            device = nativeLog == null ? open.get() : NativeMessages.into(nativeLog, open);
        } catch (UnsatisfiedLinkError | IllegalStateException e) {
            throw new Unavailable("OpenAL could not be loaded: " + e.getMessage());
        }
        // Checked before ALC.createCapabilities, which needs a device.
        if (device == 0) {
            return Optional.empty();
        }
        return Optional.of(withContext(device, null, false));
    }

    /** A loopback device mixing 16-bit stereo at {@code frequency} Hz into memory (ALC_SOFT_loopback). */
    static AudioOutput openLoopback(int frequency) throws Unavailable {
        long device;
        try {
            device = alcLoopbackOpenDeviceSOFT((ByteBuffer) null);
        } catch (UnsatisfiedLinkError | IllegalStateException | NullPointerException e) {
            // LWJGL reports a missing extension function as a NullPointerException.
            throw new Unavailable("OpenAL loopback rendering is not available: " + e);
        }
        if (device == 0) {
            throw new Unavailable("OpenAL could not open a loopback device");
        }
        if (!alcIsRenderFormatSupportedSOFT(device, frequency, ALC_STEREO_SOFT, ALC_SHORT_SOFT)) {
            alcCloseDevice(device);
            throw new Unavailable("OpenAL cannot render 16-bit stereo at " + frequency + " Hz");
        }
        return withContext(device, new int[] {ALC_FORMAT_CHANNELS_SOFT, ALC_STEREO_SOFT,
                ALC_FORMAT_TYPE_SOFT, ALC_SHORT_SOFT, ALC_FREQUENCY, frequency, 0}, true);
    }

    private static AudioOutput withContext(long device, int[] attributes, boolean loopback) throws Unavailable {
        var deviceCapabilities = ALC.createCapabilities(device);
        long context;
        try (var stack = MemoryStack.stackPush()) {
            context = alcCreateContext(device, attributes == null ? null : stack.ints(attributes));
        }
        if (context == 0) {
            var error = alcGetError(device);
            alcCloseDevice(device);
            throw new Unavailable("OpenAL could not create a context (ALC error 0x" + Integer.toHexString(error) + ")");
        }
        alcMakeContextCurrent(context);
        var capabilities = AL.createCapabilities(deviceCapabilities);
        var name = alcGetString(device, ALC_DEVICE_SPECIFIER);
        var output = new AudioOutput(device, context, capabilities, name == null ? "OpenAL" : name, loopback);
        current = output;
        return output;
    }

    /** Makes this output's context the one AL calls go to. */
    void use() {
        if (current != this) {
            alcMakeContextCurrent(context);
            AL.setCurrentProcess(capabilities);
            current = this;
        }
    }

    String name() {
        return name;
    }

    /** Mixes {@code frames} stereo frames into the start of {@code out}; loopback outputs only. */
    void render(short[] out, int frames) {
        if (!loopback) {
            throw new IllegalStateException("only a loopback output renders into memory");
        }
        if (frames < 0 || out.length < 2 * frames) {
            throw new IllegalArgumentException(frames + " stereo frames need " + 2L * frames + " shorts, "
                    + out.length + " given");
        }
        use();
        alcRenderSamplesSOFT(device, out, frames);
    }

    @Override
    public void close() {
        if (current == this) {
            alcMakeContextCurrent(0);
            AL.setCurrentProcess(null);
            current = null;
        }
        alcDestroyContext(context);
        alcCloseDevice(device);
    }
}
