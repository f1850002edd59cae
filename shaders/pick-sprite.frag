#version 330 core
uniform uint uId;

out uint fragId;

void main() {
    fragId = uId;
}
