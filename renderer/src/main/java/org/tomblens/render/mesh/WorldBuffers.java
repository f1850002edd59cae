package org.tomblens.render.mesh;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.VertexFormat;

/**
 * Rooms and their baked statics in one vertex and one index buffer, so one multi-draw per pass and
 * sidedness draws both. Owners are rooms; each room has its own spans and its statics' spans.
 */
public final class WorldBuffers {
    private final ByteBuffer vertices;
    private final ByteBuffer indices;
    private final DrawBuffers rooms;
    private final DrawBuffers statics;
    private final int staticIndexShift;
    /** The statics' spans renumbered into the combined index buffer, made once (drawing asks every frame). */
    private final PassSpan[] shiftedStatics;

    private WorldBuffers(ByteBuffer vertices, ByteBuffer indices, DrawBuffers rooms, DrawBuffers statics,
                         int staticIndexShift) {
        this.vertices = vertices;
        this.indices = indices;
        this.rooms = rooms;
        this.statics = statics;
        this.staticIndexShift = staticIndexShift;
        var passes = RenderPass.values();
        shiftedStatics = new PassSpan[statics.owners() * passes.length];
        for (int room = 0; room < statics.owners(); room++) {
            for (var pass : passes) {
                var span = statics.span(room, pass);
                shiftedStatics[room * passes.length + pass.ordinal()] = span.isEmpty() ? span
                        : new PassSpan(span.firstIndex() + staticIndexShift, span.singleCount(), span.doubleCount());
            }
        }
    }

    public static WorldBuffers combine(DrawBuffers rooms, DrawBuffers statics) {
        var roomVertices = rooms.vertices();
        var staticVertices = statics.vertices();
        var vertices = ByteBuffer.allocateDirect(roomVertices.remaining() + staticVertices.remaining())
                .order(ByteOrder.LITTLE_ENDIAN);
        vertices.put(roomVertices).put(staticVertices).flip();
        var vertexShift = roomVertices.limit() / VertexFormat.STRIDE;
        var roomIndices = rooms.indices();
        var staticIndices = statics.indices();
        var indices = ByteBuffer.allocateDirect(roomIndices.remaining() + staticIndices.remaining())
                .order(ByteOrder.LITTLE_ENDIAN);
        indices.put(roomIndices);
        while (staticIndices.hasRemaining()) {
            indices.putInt(staticIndices.getInt() + vertexShift);
        }
        indices.flip();
        return new WorldBuffers(vertices, indices, rooms, statics, roomIndices.limit() / 4);
    }

    public ByteBuffer vertices() {
        return vertices.duplicate().order(ByteOrder.LITTLE_ENDIAN);
    }

    public ByteBuffer indices() {
        return indices.duplicate().order(ByteOrder.LITTLE_ENDIAN);
    }

    public int rooms() {
        return rooms.owners();
    }

    /** The room's own faces in one pass. */
    public PassSpan roomSpan(int room, RenderPass pass) {
        return rooms.span(room, pass);
    }

    /** The room's static meshes in one pass, numbered in the combined index buffer. */
    public PassSpan staticSpan(int room, RenderPass pass) {
        return shiftedStatics[room * DrawBuffers.PASSES + pass.ordinal()];
    }

    /** Where the combined buffer's static indices begin. */
    public int staticIndexShift() {
        return staticIndexShift;
    }

    /** Triangles of a room and its statics. */
    public int triangles(int room) {
        return rooms.triangles(room) + statics.triangles(room);
    }
}
