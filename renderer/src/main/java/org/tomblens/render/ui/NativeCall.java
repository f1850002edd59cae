package org.tomblens.render.ui;

import static org.lwjgl.system.MemoryUtil.*;
import static org.lwjgl.system.Pointer.POINTER_SIZE;
import static org.lwjgl.system.libffi.LibFFI.*;

import java.nio.ByteBuffer;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.libffi.FFICIF;
import org.lwjgl.system.libffi.FFIType;

/**
 * A C function LWJGL has no binding for, called through libffi: its description and the room for its arguments and
 * result are made once, so that a call allocates nothing. Arguments are set by position before each {@link #call()};
 * those that stay the same from call to call are set once.
 */
final class NativeCall implements AutoCloseable {
    private final long function;
    private final FFICIF description;
    private final PointerBuffer types;
    /** libffi's pointers to the values, one per argument, then a slot of 8 bytes per argument, then the result's. */
    private final ByteBuffer memory;
    private final long values;
    private final long result;

    /** {@code function}, named {@code name} for messages, returning {@code returns}, taking {@code arguments}. */
    NativeCall(String name, long function, FFIType returns, FFIType... arguments) {
        if (function == NULL) {
            throw new IllegalStateException(name + " is not in the library");
        }
        this.function = function;
        types = PointerBuffer.allocateDirect(Math.max(1, arguments.length));
        for (int i = 0; i < arguments.length; i++) {
            types.put(i, arguments[i]);
        }
        description = FFICIF.calloc();
        if (ffi_prep_cif(description, FFI_DEFAULT_ABI, returns, types.limit(arguments.length)) != FFI_OK) {
            description.free();
            throw new IllegalStateException("libffi could not describe the call " + name);
        }
        var count = arguments.length;
        memory = memCalloc(count * POINTER_SIZE + count * Long.BYTES + Long.BYTES);
        var base = memAddress(memory);
        values = base + (long) count * POINTER_SIZE;
        result = values + (long) count * Long.BYTES;
        for (int i = 0; i < count; i++) {
            memPutAddress(base + (long) i * POINTER_SIZE, values + (long) i * Long.BYTES);
        }
    }

    /** Sets argument {@code index}, a pointer or a C {@code long}. */
    NativeCall set(int index, long value) {
        memPutLong(values + (long) index * Long.BYTES, value);
        return this;
    }

    /** Sets argument {@code index}, a C {@code int} or {@code unsigned int}. */
    NativeCall set(int index, int value) {
        memPutInt(values + (long) index * Long.BYTES, value);
        return this;
    }

    /** Calls the function with the arguments set; returns its result (a pointer, or an integer widened), 0 for void. */
    long call() {
        memPutLong(result, 0);
        nffi_call(description.address(), function, result, memAddress(memory));
        return memGetLong(result);
    }

    @Override
    public void close() {
        description.free();
        memFree(memory);
    }
}
