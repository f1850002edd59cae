package org.tomblens.render.ui;

import static org.lwjgl.opengl.GL33C.*;

import imgui.ImDrawData;
import imgui.ImVec4;
import imgui.gl3.ImGuiImplGl3;
import org.tomblens.render.gl.ShaderProgram;

/**
 * Dear ImGui's OpenGL 3 backend, which can also draw the interface within one rectangle of the target and nowhere
 * else: with the backend's own program, buffers and state, each command clipped by its own rectangle cut by that
 * one, so that what lies outside costs nothing, and the state it changed put back as the backend puts it back. It
 * also tells which texture is the font's. Its program is a {@link ShaderProgram} of the backend's own sources, made
 * from the driver's binary where the other programs are: compiled, it would be the process's first compile, which
 * costs Mesa its compiler's set-up.
 */
public final class RegionGl3Renderer extends ImGuiImplGl3 {
    /** The backend's state, subclassed to read the objects it keeps. */
    private static final class State extends ImGuiImplGl3.Data {
        int fontTexture() {
            return fontTexture;
        }

        /** Takes {@code program} as the backend's, with the places of its inputs, and makes its two buffers. */
        void made(ShaderProgram program) {
            shaderHandle = program.id();
            attribLocationTex = program.uniform("Texture");
            attribLocationProjMtx = program.uniform("ProjMtx");
            attribLocationVtxPos = glGetAttribLocation(shaderHandle, "Position");
            attribLocationVtxUV = glGetAttribLocation(shaderHandle, "UV");
            attribLocationVtxColor = glGetAttribLocation(shaderHandle, "Color");
            vboHandle = glGenBuffers();
            elementsHandle = glGenBuffers();
        }
    }

    private final ImVec4 clip = new ImVec4();
    /** The state drawing changes, kept to be put back as the backend puts it back. */
    private final int[] activeTexture = new int[1];
    private final int[] program = new int[1];
    private final int[] texture = new int[1];
    private final int[] arrayBuffer = new int[1];
    private final int[] vertexArrayBound = new int[1];
    private final int[] viewport = new int[4];
    private final int[] sourceColour = new int[1];
    private final int[] destinationColour = new int[1];
    private final int[] sourceAlpha = new int[1];
    private final int[] destinationAlpha = new int[1];

    @Override
    protected ImGuiImplGl3.Data newData() {
        return new State();
    }

    /**
     * Makes what the backend draws with, as the backend does but for the program. The backend deletes it with the
     * rest ({@link #destroyDeviceObjects}).
     */
    @Override
    protected boolean createDeviceObjects() {
        glGetIntegerv(GL_TEXTURE_BINDING_2D, texture);
        glGetIntegerv(GL_ARRAY_BUFFER_BINDING, arrayBuffer);
        glGetIntegerv(GL_VERTEX_ARRAY_BINDING, vertexArrayBound);
        // The backend's sources for GLSL 130 to 400, each after the version line init was given (330 core).
        ((State) data).made(ShaderProgram.of("imgui", vertexShaderGlsl130(), fragmentShaderGlsl130()));
        createFontsTexture();
        glBindTexture(GL_TEXTURE_2D, texture[0]);
        glBindBuffer(GL_ARRAY_BUFFER, arrayBuffer[0]);
        glBindVertexArray(vertexArrayBound[0]);
        return true;
    }

    /** The texture id of the font atlas, as the draw commands name it. */
    public long fontTexture() {
        return ((State) data).fontTexture();
    }

    /**
     * Draws {@code drawData} within {@code count} rectangles of the bound target, {@code parts} (x and y from the
     * bottom left, width and height of each, one after another, none overlapping another): there, the same pixels as
     * {@link #renderDrawData} would. The draw lists are uploaded once for all the rectangles.
     */
    public void renderWithin(ImDrawData drawData, int[] parts, int count) {
        var scaleX = drawData.getFramebufferScaleX();
        var scaleY = drawData.getFramebufferScaleY();
        var framebufferWidth = (int) (drawData.getDisplaySizeX() * scaleX);
        var framebufferHeight = (int) (drawData.getDisplaySizeY() * scaleY);
        glGetIntegerv(GL_ACTIVE_TEXTURE, activeTexture);
        glActiveTexture(GL_TEXTURE0);
        glGetIntegerv(GL_CURRENT_PROGRAM, program);
        glGetIntegerv(GL_TEXTURE_BINDING_2D, texture);
        glGetIntegerv(GL_ARRAY_BUFFER_BINDING, arrayBuffer);
        glGetIntegerv(GL_VERTEX_ARRAY_BINDING, vertexArrayBound);
        glGetIntegerv(GL_VIEWPORT, viewport);
        glGetIntegerv(GL_BLEND_SRC_RGB, sourceColour);
        glGetIntegerv(GL_BLEND_DST_RGB, destinationColour);
        glGetIntegerv(GL_BLEND_SRC_ALPHA, sourceAlpha);
        glGetIntegerv(GL_BLEND_DST_ALPHA, destinationAlpha);
        var blending = glIsEnabled(GL_BLEND);
        var scissoring = glIsEnabled(GL_SCISSOR_TEST);
        var vertexArray = glGenVertexArrays();
        setupRenderState(drawData, framebufferWidth, framebufferHeight, vertexArray);
        // Asked here: the library is loaded only once Dear ImGui's context is made.
        var indexSize = ImDrawData.sizeOfImDrawIdx();
        var indexType = indexSize == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;
        for (int list = 0; list < drawData.getCmdListsCount(); list++) {
            // One buffer of the binding's holds the vertices, then the indices: each is uploaded before the next.
            glBufferData(GL_ARRAY_BUFFER, drawData.getCmdListVtxBufferData(list), GL_STREAM_DRAW);
            glBufferData(GL_ELEMENT_ARRAY_BUFFER, drawData.getCmdListIdxBufferData(list), GL_STREAM_DRAW);
            for (int c = 0; c < drawData.getCmdListCmdBufferSize(list); c++) {
                drawData.getCmdListCmdBufferClipRect(clip, list, c);
                // The backend's scissor for the command, in the same float steps, then cut by the rectangle.
                var minX = (clip.x - drawData.getDisplayPosX()) * scaleX;
                var minY = (clip.y - drawData.getDisplayPosY()) * scaleY;
                var maxX = (clip.z - drawData.getDisplayPosX()) * scaleX;
                var maxY = (clip.w - drawData.getDisplayPosY()) * scaleY;
                if (maxX <= minX || maxY <= minY) {
                    continue;
                }
                glBindTexture(GL_TEXTURE_2D, (int) drawData.getCmdListCmdBufferTextureId(list, c));
                for (int part = 0; part < count; part++) {
                    var at = 4 * part;
                    var left = Math.max((int) minX, parts[at]);
                    var bottom = Math.max((int) (framebufferHeight - maxY), parts[at + 1]);
                    var right = Math.min((int) minX + (int) (maxX - minX), parts[at] + parts[at + 2]);
                    var top = Math.min((int) (framebufferHeight - maxY) + (int) (maxY - minY),
                            parts[at + 1] + parts[at + 3]);
                    if (right <= left || top <= bottom) {
                        continue;
                    }
                    glScissor(left, bottom, right - left, top - bottom);
                    glDrawElementsBaseVertex(GL_TRIANGLES, drawData.getCmdListCmdBufferElemCount(list, c), indexType,
                            (long) drawData.getCmdListCmdBufferIdxOffset(list, c) * indexSize,
                            drawData.getCmdListCmdBufferVtxOffset(list, c));
                }
            }
        }
        glDeleteVertexArrays(vertexArray);
        glUseProgram(program[0]);
        glBindTexture(GL_TEXTURE_2D, texture[0]);
        glActiveTexture(activeTexture[0]);
        glBindVertexArray(vertexArrayBound[0]);
        glBindBuffer(GL_ARRAY_BUFFER, arrayBuffer[0]);
        glViewport(viewport[0], viewport[1], viewport[2], viewport[3]);
        glBlendFuncSeparate(sourceColour[0], destinationColour[0], sourceAlpha[0], destinationAlpha[0]);
        enable(GL_BLEND, blending);
        enable(GL_SCISSOR_TEST, scissoring);
    }

    private static void enable(int capability, boolean on) {
        if (on) {
            glEnable(capability);
        } else {
            glDisable(capability);
        }
    }
}
